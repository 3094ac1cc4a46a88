import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { SETUP_CODE_ATTEMPTS, setupTexts } from '@club/domain/club-setup';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { alreadySetUp } from './decide.ts';

// The one-time code that opens the first run's setup, as Grafana and Jenkins print theirs: only
// who can read the server's log (whoever installed it) may make the club's first admin. It lives
// until the setup is done, and dies after SETUP_CODE_ATTEMPTS wrong guesses; a restart then prints
// a new one.

// No 0/O or 1/I: read off a terminal and typed on a phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type CodeRefusal = Refusal & { code: 'CODIGO_INCORRECTO' | 'CODIGO_VENCIDO' | 'YA_CONFIGURADO' };

const wrongCode: CodeRefusal = { code: 'CODIGO_INCORRECTO', message: setupTexts.wrongCode, field: 'code' };
const deadCode: CodeRefusal = { code: 'CODIGO_VENCIDO', message: setupTexts.codeDead, field: 'code' };

function newCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A club with neither a profile nor a single account: what only a first run sees. */
export async function setupNeeded(sql: Sql): Promise<boolean> {
  const { rows } = await sql.query<{ needed: boolean }>(
    `select not exists (select 1 from club_profile) and not exists (select 1 from members) as needed`,
  );
  return rows[0]?.needed === true;
}

/**
 * The live code of a club that needs setting up (made now if it has none, or a new one in place
 * of a dead one), or null for a club that is set up (whose leftover code, if any, goes).
 */
export async function ensureSetupCode(db: Database): Promise<string | null> {
  return db.transaction(async (tx) => {
    if (!(await setupNeeded(tx))) {
      await tx.query('delete from setup_code');
      return null;
    }
    const { rows } = await tx.query<{ code: string }>(
      `insert into setup_code (id, code) values (1, $1)
       on conflict (id) do update set code = excluded.code, failed_attempts = 0, created_at = now()
         where setup_code.failed_attempts >= $2
       returning code`,
      [newCode(), SETUP_CODE_ATTEMPTS],
    );
    if (rows[0]) return rows[0].code;
    const kept = await tx.query<{ code: string }>('select code from setup_code where id = 1');
    return kept.rows[0]?.code ?? null;
  });
}

const normalized = (typed: string) => typed.trim().toUpperCase().replace(/[\s-]/g, '');

function sameCode(typed: string, code: string): boolean {
  const a = Buffer.from(normalized(typed).slice(0, 16));
  const b = Buffer.from(normalized(code));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks a typed code in its own transaction, so a wrong guess counts even when what follows is
 * refused. Within a setup's transaction, `lockedCodeIs` checks it again under the row's lock.
 */
export async function checkSetupCode(
  db: Database,
  typed: string,
): Promise<{ ok: true } | { ok: false; error: CodeRefusal }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ code: string; failed_attempts: number }>(
      'select code, failed_attempts from setup_code where id = 1 for update',
    );
    const row = rows[0];
    if (!row) return { ok: false, error: (await setupNeeded(tx)) ? deadCode : alreadySetUp };
    if (row.failed_attempts >= SETUP_CODE_ATTEMPTS) return { ok: false, error: deadCode };
    if (sameCode(typed, row.code)) return { ok: true };
    const failed = row.failed_attempts + 1;
    await tx.query('update setup_code set failed_attempts = $1 where id = 1', [failed]);
    return { ok: false, error: failed >= SETUP_CODE_ATTEMPTS ? deadCode : wrongCode };
  });
}

/** Inside the setup's transaction: the code is still the live one (locked), so two setups cannot both pass. */
export async function lockedCodeIs(tx: Sql, typed: string): Promise<boolean> {
  const { rows } = await tx.query<{ code: string; failed_attempts: number }>(
    'select code, failed_attempts from setup_code where id = 1 for update',
  );
  const row = rows[0];
  return row !== undefined && row.failed_attempts < SETUP_CODE_ATTEMPTS && sameCode(typed, row.code);
}

/** The setup is done: the code is dead for good. */
export async function spendSetupCode(tx: Sql): Promise<void> {
  await tx.query('delete from setup_code');
}
