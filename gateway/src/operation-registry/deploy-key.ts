import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { requestToken } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';

// The deploy key (DEPLOY_KEY, or the installation's own in DATA_DIR/secrets/deploy-key): what a
// remote's deploy holds to register its operations. A machine's credential, not a person's: it
// opens the deploy routes and nothing else, and no person's token opens them.

export const DEPLOY_PATH = '/deploy';

export const deployKeyTexts = {
  wrongKey: 'Falta la clave de despliegue o no es la de este gateway.',
  onlyForDeploys: 'La clave de despliegue solo sirve para registrar las operaciones de un remoto.',
} as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Tells whether a token is the deploy key, in time that does not depend on where they differ. */
export function deployKeyCheck(deployKey: string): (given: string | null) => boolean {
  const wanted = digest(deployKey);
  return (given) => given !== null && timingSafeEqual(digest(given), wanted);
}

export const isDeployPath = (path: string): boolean => path.startsWith(`${DEPLOY_PATH}/`);

/**
 * Before every route: the deploy key anywhere but the deploy routes is a 401 (on GraphQL as a
 * GraphQL error, which clients read), so a leaked deploy key reads nothing of the club.
 */
export function refuseDeployKeyElsewhere(deployKey: string, graphqlPath: string): MiddlewareHandler<AppEnv> {
  const isDeployKey = deployKeyCheck(deployKey);
  return async (c, next) => {
    if (isDeployPath(c.req.path) || !isDeployKey(requestToken(c))) return next();
    const error = deployKeyTexts.onlyForDeploys;
    if (c.req.path === graphqlPath) {
      return c.json({ errors: [{ message: error, extensions: { code: 'UNAUTHENTICATED' } }] }, 401);
    }
    return c.json({ msg: 'Unauthorized', error, code: 'UNAUTHENTICATED' }, 401);
  };
}
