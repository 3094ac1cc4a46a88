import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadingText, texts } from '@club/domain/texts';
import { RetryAlert } from '../page/page.tsx';
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
  return <RetryAlert message={loadError} retryLabel={texts.remoteFailed.retry} onRetry={onRetry} />;
}

/**
 * A back-office query while its data has not come: the load problem when it failed, else
 * 'Cargando...' while it runs; nothing once `loaded` (the screen shows the data then).
 */
export function LoadStatus({
  query,
  loaded,
}: {
  query: { error?: unknown; loading: boolean; refetch: () => unknown };
  loaded: boolean;
}) {
  if (loaded) return null;
  // Both while a retry runs after a failure, as each screen showed them.
  return (
    <>
      {query.error ? <LoadProblem error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.loading && (
        <p role="status" className="kit-status">
          {loadingText}
        </p>
      )}
    </>
  );
}
