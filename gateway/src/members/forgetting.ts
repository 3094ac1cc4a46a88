import type { Database, Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { clearSignInFailures } from '../auth/public.ts';
import { destroyKey, openMany, type Sealed } from '../kernel/privacy/subject-keys.ts';
import { memberSubject } from '../kernel/privacy/subjects.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { forgetMemberDecider } from './decide.ts';
import { type MemberPersonal, memberStream } from './events.ts';
import { change, type MemberOutcome } from './member-write-path.ts';
import { forgottenPersonal } from './projection.ts';

// Forgetting a member (crypto-shredding): after the retention period in force (a club setting;
// the club's records first), an admin appends MemberForgotten with a reason, and in the same
// transaction the member's key is destroyed, so everything the log sealed for them opens to
// nothing, for good; the members projection puts the placeholder 'Socio dado de baja #N' in their
// row. The log, its hash chain and every figure that hangs on the member's number stay as they
// are. What other tables keep of them in clear goes too (eraseTraces), each for its reason below.

/** The day the member last left the club (YYYY-MM-DD, Montevideo), from the log; null if they never did. */
async function leftOn(tx: Sql, id: number): Promise<string | null> {
  // A baja with its own date (MemberLeft) counts from that date; a deactivation from its moment.
  const { rows } = await tx.query<{ type: string; left_on: string | null; occurred_at: Date | string }>(
    `select type, payload->>'leftOn' as left_on, occurred_at from events
      where stream_id = $1 and type in ('MemberDeactivated', 'MemberLeft')
      order by version desc limit 1`,
    [memberStream(id)],
  );
  const row = rows[0];
  if (!row) return null;
  return row.left_on ?? clubNow(new Date(row.occurred_at)).date;
}

/**
 * What the database keeps of a forgotten member outside the log and their row, removed:
 * - sessions, second factor and its codes: credentials of an account nobody may use again;
 * - security log entries (their sign-ins, the mail typed) and the stored IRCCA reports naming
 *   them: through the one database function allowed to (both are otherwise append-only; the
 *   migration that makes it says why);
 * - sign-in failure counts and rate-limit windows kept under their mail;
 * - mails in the outbox addressed to them or naming them: copies of what was sent, no record the
 *   club must keep (its records are the log, the closes and the IRCCA reports);
 * - the hosted stand-in's account under their mail: its address becomes the row's placeholder
 *   (files it owns keep their owner), its one-time tokens go.
 */
async function eraseTraces(tx: Sql, id: number, held: readonly MemberPersonal[]): Promise<void> {
  for (const personal of held) await eraseTracesOf(tx, id, personal);
}

/** Everything the member's events sealed, opened while the key still exists: each version of their data. */
async function everyVersion(tx: Sql, id: number): Promise<MemberPersonal[]> {
  const { rows } = await tx.query<{ personal: string | null; previous: string | null }>(
    `select payload->>'personal' as personal, payload->>'previous' as previous from events
      where stream_id = $1 and type in ('MemberRegistered', 'MemberUpdated')`,
    [memberStream(id)],
  );
  const sealed = rows.flatMap((row) => [row.personal, row.previous]).filter((value) => value !== null);
  const opened = await openMany<MemberPersonal>(
    tx,
    sealed.map((value) => ({ subject: memberSubject(id), sealed: value as Sealed })),
  );
  return opened.filter((personal) => personal !== null);
}

async function eraseTracesOf(tx: Sql, id: number, personal: MemberPersonal): Promise<void> {
  const mail = personal.mail.toLowerCase();
  const placeholder = forgottenPersonal(id).mail;
  await tx.query('delete from auth_tokens where member_id = $1', [id]);
  await tx.query('delete from two_factor_challenges where member_id = $1', [id]);
  await tx.query('delete from two_factor_recovery_codes where member_id = $1', [id]);
  await tx.query('delete from two_factor where member_id = $1', [id]);
  // The IRCCA report prints a member as '<name>;<last name>' (reporting's CSV), with the cédula.
  const reportMarks = [`${personal.name};${personal.lastName}`, personal.cedula ?? ''];
  await tx.query('select erase_forgotten_member($1::int, $2::text, $3::text[])', [id, mail, reportMarks]);
  await clearSignInFailures(tx, mail);
  await tx.query(`delete from rate_limits where right(key, length($1) + 1) = ':' || $1`, [mail]);
  const marks = [mail, personal.cedula, `${personal.name} ${personal.lastName}`.toLowerCase()].filter(
    (mark): mark is string => mark !== null && mark !== '',
  );
  await tx.query(
    `delete from outbox
      where exists (select 1 from unnest($1::text[]) as mark
                     where strpos(lower(template_params::text || coalesce(secret_params::text, '')), lower(mark)) > 0)`,
    [marks],
  );
  await tx.query(
    `delete from hosted_one_time_tokens
      where lower(new_email) = $1 or user_id in (select id from hosted_users where lower(email) = $1)`,
    [mail],
  );
  await tx.query('update hosted_users set email = $2, password_hash = null where lower(email) = $1', [
    mail,
    placeholder,
  ]);
}

/** MemberForgotten and the key destroyed, in one transaction; refused before the retention period is over. */
export function forgetMember(
  db: Database,
  adminId: number,
  id: number,
  reason: string,
  now: Date,
): Promise<MemberOutcome> {
  let held: MemberPersonal[] = [];
  return change(db, adminId, id, {
    now,
    prepare: async (tx, member) => {
      // Every mail, name and cédula they ever had here: traces may hold an earlier one.
      held = member && !member.state.forgotten ? [member.personal, ...(await everyVersion(tx, id))] : [];
      return {
        command: { id, reason, leftOn: member ? await leftOn(tx, id) : null, today: clubNow(now).date },
        facts: { settings: await settingsTimeline(tx) },
      };
    },
    decider: forgetMemberDecider,
    afterWrite: async (tx) => {
      // A member whose data was never sealed has no key: a destroyed one is recorded all the same,
      // so nothing is ever sealed for them again.
      if (!(await destroyKey(tx, memberSubject(id)))) {
        await tx.query(
          'insert into subject_keys (subject, destroyed_at) values ($1, now()) on conflict (subject) do nothing',
          [memberSubject(id)],
        );
      }
      await eraseTraces(tx, id, held);
    },
  });
}
