// `npm run check:security`: the security checks, in-process (app.request) on a fresh database: PGlite in
// memory, or a throwaway schema of DATABASE_URL's PostgreSQL. Each prints its figures.
import { describe, it } from 'vitest';
import { ENGINE, expectKept } from '../test-support/check-support.ts';
import { authorizationMatrix } from './auth-matrix.ts';
import { eventLog } from './events.ts';
import { hostileInput } from './fuzz.ts';
import { abuseLimits } from './limits.ts';

describe(`Chequeos de seguridad (${ENGINE})`, () => {
  it('matriz de autorización', () => expectKept(authorizationMatrix));
  it('fuzz de entradas hostiles', () => expectKept(hostileInput));
  it('límites de abuso y cabeceras', () => expectKept(abuseLimits));
  it('log de eventos inmutable y completo', () => expectKept(eventLog));
});
