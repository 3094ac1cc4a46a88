import { append } from '@club/db/event-store';
import { DEFAULT_CLUB_SETTINGS, settingsOn } from '@club/domain/club-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  type AdminTestGateway,
  eventCount,
  startAdminTestGateway,
} from '../../test-support/admin-gateway.ts';
import { MONDAY_NOON } from '../../test-support/order-cases.fixture.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';
import { adminTwoFactorRequired } from '../kernel/access/two-factor-setting.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { replayReadModels } from '../replay/public.ts';
import { changeClubSettings } from './commands.ts';
import { CLUB_SETTINGS_CHANGED, CLUB_SETTINGS_STREAM } from './events.ts';
import { saveSettingsRows } from './projection.ts';

// `adminTwoFactorRequired`, the check the sign-in and the admin guard make: read for the
// Montevideo day, and false for a version saved before the setting existed, which still replays
// to its row and is not saved again when nothing changed. On PGlite and on PostgreSQL.

// The gateway's day (MONDAY_NOON).
const MONDAY = '2024-09-02';

let gw: AdminTestGateway;
beforeAll(async () => {
  gw = await startAdminTestGateway();
});
afterAll(() => gw?.close());

const settingsEvents = () => eventCount(gw.db, CLUB_SETTINGS_CHANGED);

describe('a version saved before the setting existed', () => {
  const { adminTwoFactorRequired: _, ...before } = { ...DEFAULT_CLUB_SETTINGS, cancelCutoffHours: 6 };

  it('reads as false everywhere, and the log still rebuilds its row', async () => {
    // As the gateway of then wrote it: the event and its row, neither with the key.
    await gw.db.transaction(async (tx) => {
      await append(
        tx,
        CLUB_SETTINGS_STREAM,
        0,
        [{ type: CLUB_SETTINGS_CHANGED, payload: { effectiveFrom: MONDAY, settings: before } }],
        `member-${ADMIN_ID}`,
      );
      await saveSettingsRows(tx, [{ effectiveFrom: MONDAY, settings: before }]);
    });
    const stored = await gw.db.query<{ has: boolean }>(
      `select settings ? 'adminTwoFactorRequired' as has from club_settings`,
    );
    expect(stored.rows).toEqual([{ has: false }]);

    expect(await adminTwoFactorRequired(gw.db, MONDAY_NOON)).toBe(false);
    const admin = authHeader(gw.adminToken);
    const listed = await call(gw.app, 'GET', '/admin/settings', { headers: admin });
    expect(listed).toMatchObject({
      status: 200,
      body: { current: { cancelCutoffHours: 6, adminTwoFactorRequired: false } },
    });
    expect(listed.body.versions).toEqual([
      { effectiveFrom: MONDAY, settings: { ...before, adminTwoFactorRequired: false } },
    ]);
    const history = await graphql(
      gw.app,
      '{ clubSettings { adminTwoFactorRequired } clubSettingsHistory { settings { adminTwoFactorRequired } } }',
      {},
      admin,
    );
    expect(history.body).toEqual({
      data: {
        clubSettings: { adminTwoFactorRequired: false },
        clubSettingsHistory: [{ settings: { adminTwoFactorRequired: false } }],
      },
    });

    const report = await replayReadModels(gw.db);
    expect(report.tables.find((table) => table.table === 'club_settings')).toMatchObject({
      liveRows: 1,
      rebuiltRows: 1,
      equal: true,
    });
  });

  it('saved again with the setting off, appends nothing: it says the same', async () => {
    const events = await settingsEvents();
    const again = await changeClubSettings(
      gw.db,
      ADMIN_ID,
      { effectiveFrom: MONDAY, settings: { ...before, adminTwoFactorRequired: false } },
      MONDAY_NOON,
    );
    expect(again).toMatchObject({
      ok: true,
      version: { effectiveFrom: MONDAY, settings: { adminTwoFactorRequired: false } },
    });
    expect(await settingsEvents()).toBe(events);
  });
});

describe('adminTwoFactorRequired', () => {
  it('reads the version in force on the Montevideo day, as the whole timeline would', async () => {
    const save = async (effectiveFrom: string, required: boolean) =>
      expect(
        await changeClubSettings(
          gw.db,
          ADMIN_ID,
          { effectiveFrom, settings: { ...DEFAULT_CLUB_SETTINGS, adminTwoFactorRequired: required } },
          MONDAY_NOON,
        ),
      ).toMatchObject({ ok: true });
    await save('2024-10-01', true);
    await save('2024-11-01', false);

    const cases: Array<[now: string, required: boolean]> = [
      [MONDAY_NOON.toISOString(), false],
      // 23:30 of 30 September in Montevideo (UTC-3): the version of 1 October is not in force yet
      ['2024-10-01T02:30:00Z', false],
      ['2024-10-01T03:00:00Z', true],
      ['2024-10-31T23:00:00Z', true],
      ['2024-11-01T03:00:00Z', false],
    ];
    const timeline = await settingsTimeline(gw.db);
    for (const [now, required] of cases) {
      expect(await adminTwoFactorRequired(gw.db, new Date(now)), now).toBe(required);
    }
    expect(settingsOn(timeline, '2024-10-01').adminTwoFactorRequired).toBe(true);
    expect(settingsOn(timeline, '2024-09-30').adminTwoFactorRequired).toBe(false);

    // New versions carry the key in their rows and events: the log still rebuilds the table.
    expect((await replayReadModels(gw.db)).equal).toBe(true);
  });
});
