// `npm run check:security`: the quick security checks, in-process (app.request) on a fresh database:
// PGlite in memory, or a throwaway schema of DATABASE_URL's PostgreSQL. Prints each check's numbers;
// exit code 1 when any promise is broken.
import { authorizationMatrix } from './auth-matrix.ts';
import { eventLog } from './events.ts';
import { hostileInput } from './fuzz.ts';
import { abuseLimits } from './limits.ts';
import { runChecks } from './support.ts';

const only = process.argv.slice(2);
const checks = { matriz: authorizationMatrix, fuzz: hostileInput, limites: abuseLimits, eventos: eventLog };
await runChecks(
  'Chequeos de seguridad',
  Object.entries(checks)
    .filter(([name]) => only.length === 0 || only.includes(name))
    .map(([, run]) => run),
);
