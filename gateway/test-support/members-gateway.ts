import type { Database } from '@club/db/connection';
import { demoAccounts } from '@club/db/seed';
import { MONDAY_NOON } from './order-cases.fixture.ts';
import { loginToken, startTestGateway, type TestGateway } from './test-gateway.ts';

// Shared by the members *.int.test.ts: a seeded gateway on the pinned clock (Monday 2 September
// 2024, noon, Montevideo) with the two demo tokens.

export const ADMIN_ID = 1;
export const MEMBER_ID = 2;
/** Active accounts with the member role in the demo seed (ids 2-7, 26, 41, 132). */
export const SEEDED_ACTIVE_MEMBERS = 9;

export interface MembersTestGateway extends TestGateway {
  adminToken: string;
  memberToken: string;
}

export async function startMembersGateway(env: Record<string, string> = {}): Promise<MembersTestGateway> {
  const gw = await startTestGateway({ now: () => MONDAY_NOON, env });
  return {
    ...gw,
    adminToken: await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password),
    memberToken: await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password),
  };
}

/** What a refused command must leave untouched: the log, the member rows, the tokens. */
export async function writeState(db: Database) {
  const [events, members, tokens] = await Promise.all([
    db.query<{ n: number; last: number | null }>(`select count(*) as n, max(position) as last from events`),
    db.query(
      'select id, name, last_name, mail, password_hash, role, active, trimmer from members order by id',
    ),
    db.query<{ n: number }>('select count(*) as n from auth_tokens where revoked_at is null'),
  ]);
  return {
    events: Number(events.rows[0]?.n),
    lastPosition: events.rows[0]?.last,
    members: members.rows,
    liveTokens: Number(tokens.rows[0]?.n),
  };
}

export async function memberEvents(db: Database, id: number) {
  const { rows } = await db.query<{ type: string; actor: string; payload: Record<string, unknown> }>(
    'select type, actor, payload from events where stream_id = $1 order by version',
    [`member-${id}`],
  );
  return rows;
}
