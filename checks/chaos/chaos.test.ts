// `npm run check:chaos`: replicas and kill -9 under a fixed count of orders. Without DATABASE_URL only
// the PGlite crash runs; CI runs the project again on PostgreSQL.
import { describe, it } from 'vitest';
import { expectKept } from '../test-support/check-support.ts';
import { crash, replicas } from './chaos-checks.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('Chequeos de caos', () => {
  if (onPostgres) {
    it('réplicas: dos gateways sobre un PostgreSQL', () => expectKept(replicas));
    it('caída: kill -9 bajo carga en PostgreSQL', () => expectKept(() => crash('PostgreSQL')));
  }
  it('caída: kill -9 bajo carga en PGlite', () => expectKept(() => crash('PGlite')));
});
