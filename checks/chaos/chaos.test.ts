// `npm run check:chaos`: replicas and kill -9 under a fixed count of orders. Without DATABASE_URL only
// the PGlite crash runs; CI runs the project again on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { runCheck } from '../test-support/check-support.ts';
import { crash, replicas } from './chaos-checks.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('Chequeos de caos', () => {
  if (onPostgres) {
    it('réplicas: dos gateways sobre un PostgreSQL', async () => {
      const { failures } = await runCheck(replicas);
      expect(failures).toEqual([]);
    });
    it('caída: kill -9 bajo carga en PostgreSQL', async () => {
      const { failures } = await runCheck(() => crash('PostgreSQL'));
      expect(failures).toEqual([]);
    });
  }
  it('caída: kill -9 bajo carga en PGlite', async () => {
    const { failures } = await runCheck(() => crash('PGlite'));
    expect(failures).toEqual([]);
  });
});
