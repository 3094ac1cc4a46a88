import { texts } from '@club/domain/texts';
import './loading.css';

/** What the shell shows while a remote loads; /prueba shows it on its own. */
export function LoadingIndicator() {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="loading__text">{texts.loading}</span>
    </div>
  );
}
