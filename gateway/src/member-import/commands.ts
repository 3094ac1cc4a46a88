import type { Database, Sql } from '@club/db/connection';
import { hashPassword } from '@club/db/passwords';
import { TEMPORARY_PASSWORD_HOURS } from '@club/domain/account-security';
import { clubNow } from '@club/domain/club-clock';
import { settingsOn } from '@club/domain/club-settings';
import { fillText } from '@club/domain/fill-text';
import { type ImportRow, importTexts, MAX_IMPORT_BYTES, readRows } from '@club/domain/member-import';
import type { Viewer } from '../kernel/access/viewer.ts';
import { memberActor } from '../kernel/commands/actors.ts';
import { type CommandOutcome, executeCommand, runCommand } from '../kernel/commands/pipeline.ts';
import type { RequestOrigin } from '../kernel/http/request-origin.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import {
  findMemberState,
  generatePassword,
  lockClubSize,
  type MemberPersonal,
  memberStream,
  newPersonal,
  registerInTransaction,
  resetMemberPassword,
  setTemporaryPassword,
} from '../members/public.ts';
import { type ClubMail, enqueueClubMail, WELCOME_TEMPLATE } from '../outbox/public.ts';
import { type RecordOpeningBalance, recordOpeningBalanceDecider } from './decide.ts';
import { readSpreadsheet } from './spreadsheet.ts';

// A members' spreadsheet judged (preview) and imported, and a member's opening balance. The import
// registers each member through the members feature's own command (registerInTransaction: the same
// lock, rules and MemberRegistered with the personal data sealed), all of the valid rows in one
// transaction: a refusal there that the judging did not foresee rolls every member back.

export interface Deps {
  now: Date;
  origin: RequestOrigin;
}

export type MailChoice = 'send' | 'hold';

export interface JudgedSheet {
  rows: ImportRow[];
  /** Active members and the most the club takes, today. */
  active: number;
  max: number;
}

const invalidSheet = (message: string): Refusal => ({ code: 'PLANILLA_INVALIDA', message });

/** The member as stored: names and mail normalised, the cédula formatted. */
const personalOf = (row: ImportRow): MemberPersonal => newPersonal({ ...row.member, password: null });

/**
 * Every row of the file with its problems: the form's rules, repeats within the file, mails and
 * cédulas already in use, and the club's size (the valid rows in the file's order until it is full).
 */
export async function judgeSheet(
  sql: Sql,
  bytes: Uint8Array,
  now: Date,
): Promise<{ ok: true; value: JudgedSheet } | { ok: false; error: Refusal }> {
  if (bytes.byteLength > MAX_IMPORT_BYTES) {
    return { ok: false, error: { code: 'PLANILLA_DEMASIADO_GRANDE', message: importTexts.tooLarge } };
  }
  const read = await readSpreadsheet(bytes);
  if (!read.ok) return { ok: false, error: invalidSheet(read.message) };
  const today = clubNow(now).date;
  const settings = settingsOn(await settingsTimeline(sql), today);
  const { rows, problem } = readRows(read.sheet, { today, caps: settings });
  if (problem) return { ok: false, error: invalidSheet(problem) };
  const personal = rows.map(personalOf);
  const { rows: taken } = await sql.query<{ mail: string; cedula: string | null }>(
    `select lower(mail) as mail, cedula from members where lower(mail) = any($1::text[]) or cedula = any($2::text[])`,
    [personal.map((p) => p.mail), personal.map((p) => p.cedula ?? '')],
  );
  const mails = new Set(taken.map((row) => row.mail));
  const cedulas = new Set(taken.map((row) => row.cedula));
  for (const [at, row] of rows.entries()) {
    const member = personal[at] as MemberPersonal;
    if (mails.has(member.mail)) row.errors.push(importTexts.mailInUse);
    if (member.cedula !== null && cedulas.has(member.cedula)) row.errors.push(importTexts.cedulaInUse);
  }
  const { rows: counted } = await sql.query<{ n: number }>(
    `select count(*)::int as n from members where active and role = 'member'`,
  );
  const active = Number(counted[0]?.n ?? 0);
  let places = settings.maxMembers - active;
  for (const row of rows) {
    if (row.errors.length > 0) continue;
    if (places <= 0) row.errors.push(fillText(importTexts.clubFull, { max: settings.maxMembers }));
    else places -= 1;
  }
  return { ok: true, value: { rows, active, max: settings.maxMembers } };
}

/** The preview: the file judged, nothing written. */
export function previewImport(db: Database, bytes: Uint8Array, now: Date) {
  return judgeSheet(db, bytes, now);
}

export interface ImportResult {
  imported: Array<{ line: number; memberId: number }>;
  skipped: Array<{ line: number; errors: string[] }>;
}

class ImportAborted extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

const welcomeMail = (
  memberId: number,
  personal: Pick<MemberPersonal, 'name' | 'mail'>,
  password: string,
): ClubMail => ({
  template: WELCOME_TEMPLATE,
  to: personal.mail,
  subject: importTexts.welcomeSubject,
  message: fillText(importTexts.welcomeMail, {
    name: personal.name,
    mail: personal.mail,
    hours: TEMPORARY_PASSWORD_HOURS,
  }),
  dedupeKey: `member-welcome:${memberId}`,
  params: { member_id: memberId },
  secrets: { code: password },
});

/** The opening balance command on `memberId`'s stream, for runCommand or inside a transaction. */
function openingBalance(adminId: number, command: RecordOpeningBalance) {
  return {
    actor: memberActor(adminId),
    async load(tx: Sql) {
      const member = await findMemberState(tx, command.memberId);
      const { rows } = await tx.query<{ opened: boolean; version: number | null }>(
        `select exists (select 1 from member_opening_balances where member_id = $1) as opened,
                (select max(version) from events where stream_id = $2) as version`,
        [command.memberId, memberStream(command.memberId)],
      );
      const members = new Map(member ? [[member.id, { member, opened: Boolean(rows[0]?.opened) }]] : []);
      return {
        state: { members, settings: await settingsTimeline(tx) },
        stream: memberStream(command.memberId),
        version: Number(rows[0]?.version ?? 0),
      };
    },
    decide: (state: Parameters<typeof recordOpeningBalanceDecider.decide>[1]) =>
      recordOpeningBalanceDecider.decide(command, state),
    project: async () => ({ memberId: command.memberId }),
  };
}

/**
 * The file's valid rows registered, all or none; each with its opening balance when the row gives
 * one. 'send' queues each member's temporary password in the welcome mail, in the same
 * transaction; 'hold' gives them a password nobody knows, for the admin to send later (sendPassword).
 */
export async function importMembers(
  db: Database,
  adminId: number,
  bytes: Uint8Array,
  mails: MailChoice,
  deps: Deps,
): Promise<{ ok: true; value: ImportResult } | { ok: false; error: Refusal }> {
  const first = await judgeSheet(db, bytes, deps.now);
  if (!first.ok) return first;
  // The (deliberately slow) hashes before the transaction, for the rows that look valid now.
  const passwords = new Map<number, { password: string; hash: string }>();
  const unknown = mails === 'hold' ? await hashPassword(generatePassword() + generatePassword()) : null;
  for (const row of first.value.rows) {
    if (row.errors.length > 0 || unknown !== null) continue;
    const password = generatePassword();
    passwords.set(row.line, { password, hash: await hashPassword(password) });
  }
  const today = clubNow(deps.now).date;
  try {
    const result = await db.transaction(async (tx) => {
      await lockClubSize(tx);
      // Judged again under the lock: a member registered meanwhile is a repeat now.
      const judged = await judgeSheet(tx, bytes, deps.now);
      if (!judged.ok) throw new ImportAborted(judged.error);
      const imported: ImportResult['imported'] = [];
      const skipped: ImportResult['skipped'] = [];
      for (const row of judged.value.rows) {
        const secret = passwords.get(row.line);
        if (row.errors.length > 0 || (unknown === null && !secret)) {
          skipped.push({ line: row.line, errors: row.errors });
          continue;
        }
        const personal = personalOf(row);
        const outcome = await registerInTransaction(tx, adminId, personal, {
          memberId: null,
          chosenPassword: null,
          now: deps.now,
          afterWrite: async (sql, memberId) => {
            if (secret) await setTemporaryPassword(sql, memberId, adminId, secret.hash, deps);
            else await sql.query('update members set password_hash = $2 where id = $1', [memberId, unknown]);
          },
        });
        if (!outcome.ok) throw new ImportAborted(aborted(row.line, outcome.error));
        const memberId = outcome.value.id;
        if (row.member.opening) {
          const command = { memberId, ...row.member.opening, asOf: today, today };
          const opened = await executeCommand(tx, openingBalance(adminId, command));
          if (!opened.ok) throw new ImportAborted(aborted(row.line, opened.error));
        }
        if (secret) await enqueueClubMail(tx, welcomeMail(memberId, personal, secret.password));
        imported.push({ line: row.line, memberId });
      }
      return { imported, skipped };
    });
    return { ok: true, value: result };
  } catch (error) {
    if (error instanceof ImportAborted) return { ok: false, error: error.refusal };
    throw error;
  }
}

const aborted = (line: number, refusal: Refusal): Refusal => ({
  code: 'IMPORTACION_CANCELADA',
  message: fillText(importTexts.aborted, { line, reason: refusal.message }),
});

/** A member's opening balance entered by hand, on its own. */
export function recordOpeningBalance(
  db: Database,
  adminId: number,
  input: { memberId: number; gramsThisMonth: number; gramsThisYear: number; asOf: string },
  now: Date,
): Promise<CommandOutcome<{ memberId: number }>> {
  return runCommand(db, openingBalance(adminId, { ...input, today: clubNow(now).date }));
}

/**
 * A held member's access: a new temporary password (the members feature's reset, which closes
 * their sessions) and the welcome mail that carries it.
 */
export async function sendPassword(db: Database, viewer: Viewer, memberId: number, deps: Deps) {
  const outcome = await resetMemberPassword(db, viewer, memberId, {}, deps);
  if (!outcome.ok || outcome.password === null) return outcome;
  const mail = { ...welcomeMail(memberId, outcome.member, outcome.password) };
  await enqueueClubMail(db, { ...mail, dedupeKey: `member-password:${memberId}:${deps.now.toISOString()}` });
  return outcome;
}
