import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { texts } from '@club/domain/texts';
import './back-office.css';

const loadError = 'No pudimos cargar los datos. Probá de nuevo.';

/** True when the gateway refused the call to a signed-in member (FORBIDDEN, HTTP 403). */
export function isForbidden(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');
}

/**
 * What a back-office screen shows when its data did not load: 'Error 401: UnAuthorized' to a
 * non-admin (spec §6), else a Spanish line with a retry button.
 */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isForbidden(error))
    return <p className="kit-status kit-status--denied">{texts.auth.adminUnauthorized}</p>;
  return (
    <div role="alert" className="kit-alert">
      <p>{loadError}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {texts.remoteFailed.retry}
      </button>
    </div>
  );
}
