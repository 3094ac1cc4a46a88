// `npm run check:security`: the security checks, in-process (app.request) on a fresh database: PGlite in
// memory, or a throwaway schema of DATABASE_URL's PostgreSQL. Each prints its figures.
import { describe, expect, it } from 'vitest';
import { ENGINE, runCheck } from '../test-support/check-support.ts';
import { authorizationMatrix } from './auth-matrix.ts';
import { eventLog } from './events.ts';
import { hostileInput } from './fuzz.ts';
import { leastPrivilege } from './least-privilege.ts';
import { abuseLimits } from './limits.ts';
import { pageSession } from './page-session.ts';

describe(`Chequeos de seguridad (${ENGINE})`, () => {
  it('matriz de autorización', async () => {
    const { failures } = await runCheck(authorizationMatrix);
    expect(failures).toEqual([]);
  });
  it('fuzz de entradas hostiles', async () => {
    const { failures } = await runCheck(hostileInput);
    expect(failures).toEqual([]);
  });
  it('límites de abuso y cabeceras', async () => {
    const { failures } = await runCheck(abuseLimits);
    expect(failures).toEqual([]);
  });
  it('sesión de la página y carta dibujada en el servidor', async () => {
    const { failures } = await runCheck(pageSession);
    expect(failures).toEqual([]);
  });
  it('log de eventos inmutable y completo', async () => {
    const { failures } = await runCheck(eventLog);
    expect(failures).toEqual([]);
  });
});

// Roles are PostgreSQL's: PGlite is embedded and single-user, with nobody but its owner to refuse.
const onPostgres = Boolean(process.env.DATABASE_URL);
describe(`Mínimo privilegio (${ENGINE})`, () => {
  it.skipIf(!onPostgres)(
    onPostgres
      ? 'el rol de la app no puede reescribir el log ni apagar sus triggers, y agrega eventos'
      : 'se saltea en PGlite (embebido, de un solo usuario, sin roles): corré con DATABASE_URL',
    async () => {
      const { failures } = await runCheck(leastPrivilege);
      expect(failures).toEqual([]);
    },
  );
});
