import { fillText } from '@club/domain/texts';

// The plants in flowering against the club's limit (IRCCA: at most 99): a bar that turns to the
// warning colour near the limit, with the figures in words for screen readers.

const text = 'En floración: {n} de {max} plantas';

export function FloweringGauge({ flowering, max }: { flowering: number; max: number }) {
  const share = max > 0 ? Math.min(1, flowering / max) : 1;
  const label = fillText(text, { n: flowering, max });
  return (
    <div className="card pl-gauge">
      <p className="pl-gauge__label">
        <strong>{flowering}</strong> de {max} plantas en floración
      </p>
      <div
        className={share >= 0.9 ? 'pl-gauge__bar pl-gauge__bar--near' : 'pl-gauge__bar'}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={flowering}
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
      <p className="kit-form__hint">
        Quedan {Math.max(0, max - flowering)} lugares para pasar lotes a floración.
      </p>
    </div>
  );
}
