import type { BatchStage } from '@club/domain/plants';
import type { Tone } from '@club/web-kit/status-badge/status-badge.tsx';

/** A batch's stage pill: growing in the club's colour, flowering (counted against the limit) warm. */
export const STAGE_TONES: Readonly<Record<BatchStage, Tone>> = {
  esquejes: 'neutral',
  vegetativo: 'accent',
  floracion: 'warn',
  cosechado: 'ok',
  descartado: 'danger',
};
