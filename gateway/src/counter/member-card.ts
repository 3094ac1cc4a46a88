import type { Database, Sql } from '@club/db/connection';
import {
  CARD_STEP_WINDOW,
  cardStep,
  cardTag,
  newCardSecret,
  parseCardCode,
  sameTag,
} from '@club/domain/member-card';
import { openFor, type Sealed, sealFor } from '../kernel/privacy/subject-keys.ts';
import { memberSubject } from '../kernel/privacy/subjects.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';

// The member card's secret: made the first time the member opens Mi carnet, sealed with the
// member's own key (decision 043), given only to the member themselves, and read back here to
// check a scanned code. Forgetting the member destroys the key, and with it the card.

export interface MyCard {
  memberId: number;
  name: string;
  lastName: string;
  /** base64url; the phone keeps it to show codes offline. */
  secret: string;
}

async function sealedSecret(sql: Sql, memberId: number): Promise<string | null> {
  const { rows } = await sql.query<{ secret: string }>(
    'select secret from member_cards where member_id = $1',
    [memberId],
  );
  const sealed = rows[0]?.secret;
  if (sealed === undefined) return null;
  const opened = await openFor<{ secret: string }>(sql, memberSubject(memberId), sealed as Sealed);
  return opened?.secret ?? null;
}

/** The signed-in member's card, its secret made on first use; null for a forgotten member. */
export async function myCard(db: Database, memberId: number): Promise<MyCard | null> {
  const { rows } = await db.query<{ name: string; last_name: string; forgotten: boolean }>(
    'select name, last_name, forgotten_at is not null as forgotten from members where id = $1',
    [memberId],
  );
  const member = rows[0];
  if (!member || member.forgotten) return null;
  const secret =
    (await sealedSecret(db, memberId)) ??
    (await db.transaction(async (tx) => {
      const sealed = await sealFor(tx, memberSubject(memberId), { secret: newCardSecret() });
      // Two first opens at once: the second insert does nothing and both read the one stored.
      await tx.query('insert into member_cards (member_id, secret) values ($1, $2) on conflict do nothing', [
        memberId,
        sealed,
      ]);
      return sealedSecret(tx, memberId);
    }));
  if (secret === null) return null;
  return { memberId, name: member.name, lastName: member.last_name, secret };
}

/**
 * Whose card a scanned text is, checked against the member's secret: the tag must be the one of
 * the step it names (else forged: CARNET_INVALIDO), and that step within one of the server's own
 * (else a screenshot or an old code: CARNET_VENCIDO).
 */
export async function verifyCardCode(
  sql: Sql,
  scanned: string,
  now: Date,
): Promise<{ ok: true; memberId: number } | { ok: false; error: Refusal }> {
  const parsed = parseCardCode(scanned);
  if (!parsed) return { ok: false, error: refusal('CARNET_INVALIDO') };
  const secret = await sealedSecret(sql, parsed.memberId);
  if (secret === null || !sameTag(await cardTag(secret, parsed.memberId, parsed.step), parsed.tag)) {
    return { ok: false, error: refusal('CARNET_INVALIDO') };
  }
  if (Math.abs(parsed.step - cardStep(now)) > CARD_STEP_WINDOW) {
    return { ok: false, error: refusal('CARNET_VENCIDO') };
  }
  return { ok: true, memberId: parsed.memberId };
}
