import type { Database, Sql } from '@club/db/connection';
import { TEMPORARY_PASSWORD_HOURS } from '@club/domain/account-security';
import {
  type ApplicationForm,
  applicantData,
  applicationProblem,
  applicationTexts,
  INVITATION_DEFAULT_DAYS,
} from '@club/domain/application-schema';
import { clubNow } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { hashToken, newToken } from '../kernel/access/viewer.ts';
import { memberActor } from '../kernel/commands/actors.ts';
import type { Decider } from '../kernel/commands/decider.ts';
import { type Loaded, runCommand } from '../kernel/commands/pipeline.ts';
import type { RequestOrigin } from '../kernel/http/request-origin.ts';
import { sealFor } from '../kernel/privacy/subject-keys.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { clubSize, createMember } from '../members/public.ts';
import { enqueueClubMail, WELCOME_TEMPLATE } from '../outbox/public.ts';
import { cedulaHolder } from './cedula-holder.ts';
import {
  type ApplicationsState,
  approveApplicationDecider,
  invitationRefusal,
  issueInvitationDecider,
  placeFor,
  rejectApplicationDecider,
  revokeInvitationDecider,
  submitApplicationDecider,
  waitlistApplicationDecider,
} from './decide.ts';
import { type ApplicationEvent, applicationStream, applicationSubject, invitationStream } from './events.ts';
import type { SealedApplicant } from './projection.ts';
import {
  type Application,
  findApplication,
  findInvitation,
  type Invitation,
  invitationByTokenHash,
  invitationState,
  waitlistAhead,
} from './queries.ts';

// Invitations and applications on the one write path. An invitation's token is made here, shown
// once, and stored only as its hash. An application is sent with a token (no account); the
// applicant's data is sealed for the application's own subject before it enters the log.
// Approving registers the member through the members feature (its own command: the club's size
// lock, the mail's uniqueness), then records the approval with the new member's id and queues the
// welcome mail with the temporary password; at the club's cap it waitlists instead.

/** Second key space of the advisory locks: one cédula's applications, one at a time. */
const APPLICATION_LOCK_NAMESPACE = 0x41505053; // 'APPS'

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const emptyState = (): ApplicationsState => ({ invitations: new Map(), applications: new Map() });

export type InvitationOutcome =
  | { ok: true; invitation: Invitation; token: string }
  | { ok: false; error: Refusal };

export async function issueInvitation(
  db: Database,
  adminId: number,
  input: { days?: number | null; singleUse?: boolean | null },
  now: Date,
): Promise<InvitationOutcome> {
  const token = newToken();
  const outcome = await runCommand(db, {
    actor: memberActor(adminId),
    async load(tx) {
      const { rows } = await tx.query<{ id: number }>(
        `select nextval(pg_get_serial_sequence('invitations', 'id')) as id`,
      );
      const invitationId = Number(rows[0]?.id);
      return { state: invitationId, stream: invitationStream(invitationId), version: 0 };
    },
    decide: (invitationId) =>
      issueInvitationDecider.decide(
        {
          invitationId,
          tokenHash: hashToken(token),
          days: input.days ?? INVITATION_DEFAULT_DAYS,
          singleUse: input.singleUse ?? false,
          issuedBy: adminId,
          now,
        },
        emptyState(),
      ),
    project: (tx, _events, invitationId) => findInvitation(tx, invitationId, now),
  });
  if (!outcome.ok) return outcome;
  if (!outcome.value) throw new Error('an issued invitation has no row');
  return { ok: true, invitation: outcome.value, token };
}

export async function revokeInvitation(
  db: Database,
  adminId: number,
  id: number,
  now: Date,
): Promise<{ ok: true; invitation: Invitation } | { ok: false; error: Refusal }> {
  const outcome = await runCommand(db, {
    actor: memberActor(adminId),
    async load(tx) {
      const stream = invitationStream(id);
      const invitation =
        Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await invitationState(tx, id) : null;
      const version = invitation ? await streamVersion(tx, stream) : 0;
      const state = emptyState();
      return {
        state: invitation ? { ...state, invitations: new Map([[id, invitation]]) } : state,
        stream,
        version,
      };
    },
    decide: (state) => revokeInvitationDecider.decide({ invitationId: id }, state),
    project: (tx) => findInvitation(tx, id, now),
  });
  if (!outcome.ok) return outcome;
  if (!outcome.value) throw new Error('a revoked invitation has no row');
  return { ok: true, invitation: outcome.value };
}

async function streamVersion(tx: Sql, stream: string): Promise<number> {
  const { rows } = await tx.query<{ version: number | null }>(
    'select max(version) as version from events where stream_id = $1',
    [stream],
  );
  return Number(rows[0]?.version ?? 0);
}

/** Whether a token's invitation takes an application now (the public page asks before showing the form). */
export async function checkInvitation(
  sql: Sql,
  token: unknown,
  now: Date,
): Promise<{ ok: true; expiresAt: string } | { ok: false; error: Refusal }> {
  const invitation =
    typeof token === 'string' && TOKEN_PATTERN.test(token)
      ? await invitationByTokenHash(sql, hashToken(token))
      : null;
  const refused = invitationRefusal(invitation ?? undefined, now);
  if (refused || !invitation) {
    return {
      ok: false,
      error: refused ?? { code: 'INVITACION_DESCONOCIDA', message: applicationTexts.invitationUnknown },
    };
  }
  return { ok: true, expiresAt: invitation.expiresAt };
}

export type SubmitOutcome = { ok: true; applicationId: number } | { ok: false; error: Refusal };

/** A public application with an invitation's token: one per cédula in course, one per single-use link. */
export async function submitApplication(
  db: Database,
  token: unknown,
  form: ApplicationForm,
  now: Date,
): Promise<SubmitOutcome> {
  const today = clubNow(now).date;
  const tokenHash = typeof token === 'string' && TOKEN_PATTERN.test(token) ? hashToken(token) : null;
  const formOk = applicationProblem(form, today) === null;
  const data = formOk ? applicantData(form) : null;
  const outcome = await runCommand(db, {
    actor: 'applicant',
    async lock(tx) {
      if (data?.cedula) {
        await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [
          APPLICATION_LOCK_NAMESPACE,
          data.cedula,
        ]);
      }
    },
    async load(tx) {
      const invitation = tokenHash === null ? null : await invitationByTokenHash(tx, tokenHash, true);
      const { rows } = await tx.query<{ id: number }>(
        `select nextval(pg_get_serial_sequence('applications', 'id')) as id`,
      );
      const applicationId = Number(rows[0]?.id);
      const live = invitation !== null && invitationRefusal(invitation, now) === null;
      // Sealed only for an application that can be accepted: a refused one rolls back anyway.
      const personal =
        live && data
          ? await sealFor(tx, applicationSubject(applicationId), {
              ...data,
              noOtherRoute: form.noOtherRoute,
              consent: form.consent,
            } satisfies SealedApplicant)
          : ('' as never);
      const cedulaHeldBy = live && data?.cedula ? await cedulaHolder(tx, data.cedula) : null;
      const mailHeldByMember =
        live && data
          ? (await tx.query('select 1 from members where lower(mail) = lower($1)', [data.mail])).rows.length >
            0
          : false;
      const state = emptyState();
      if (invitation) state.invitations = new Map([[invitation.id, invitation]]);
      return {
        state: {
          state,
          command: {
            applicationId,
            invitationId: invitation?.id ?? null,
            form,
            personal,
            now,
            today,
            cedulaHeldBy,
            mailHeldByMember,
            cedula: data?.cedula ?? '',
            mail: data?.mail ?? '',
          },
        },
        stream: applicationStream(applicationId),
        version: 0,
      };
    },
    decide: ({ state, command }) => submitApplicationDecider.decide(command, state),
    project: async (_tx, _events, { command }) => command.applicationId,
  });
  return outcome.ok ? { ok: true, applicationId: outcome.value } : outcome;
}

async function loadApplication(tx: Sql, id: number): Promise<Loaded<ApplicationsState>> {
  const stream = applicationStream(id);
  const application = await findApplication(tx, id);
  const state = emptyState();
  if (!application) return { state, stream, version: 0 };
  state.applications = new Map([[id, { id, status: application.status }]]);
  return { state, stream, version: await streamVersion(tx, stream) };
}

export type DecisionOutcome =
  | { ok: true; application: Application; outcome: 'approved' | 'waitlisted' | 'rejected' }
  | { ok: false; error: Refusal };

/** A decider on one application's state; `after` runs in the same transaction (a mail). */
async function decideOn<C>(
  db: Database,
  adminId: number,
  id: number,
  decider: Decider<C, ApplicationsState, ApplicationEvent>,
  command: C,
  after?: (tx: Sql) => Promise<void>,
): Promise<{ ok: true; application: Application } | { ok: false; error: Refusal }> {
  const outcome = await runCommand(db, {
    actor: memberActor(adminId),
    lock: (tx) =>
      tx
        .query('select pg_advisory_xact_lock($1::int, $2::int)', [APPLICATION_LOCK_NAMESPACE, id])
        .then(() => {}),
    load: (tx) => loadApplication(tx, id),
    decide: (state) => decider.decide(command, state),
    async project(tx) {
      await after?.(tx);
      return findApplication(tx, id);
    },
  });
  if (!outcome.ok) return outcome;
  if (!outcome.value) throw new Error(`application ${id} vanished after a decision`);
  return { ok: true, application: outcome.value };
}

const unknownApplication = (id: number): { ok: false; error: Refusal } => ({
  ok: false,
  error: { code: 'SOLICITUD_NO_ENCONTRADA', message: fillText(applicationTexts.unknownApplication, { id }) },
});

export async function waitlistApplication(
  db: Database,
  adminId: number,
  id: number,
): Promise<DecisionOutcome> {
  const outcome = await decideOn(db, adminId, id, waitlistApplicationDecider, { applicationId: id });
  return outcome.ok ? { ...outcome, outcome: 'waitlisted' } : outcome;
}

export async function rejectApplication(
  db: Database,
  adminId: number,
  id: number,
  reason: string,
): Promise<DecisionOutcome> {
  const outcome = await decideOn(
    db,
    adminId,
    id,
    rejectApplicationDecider,
    { applicationId: id, reason },
    async (tx) => {
      const application = await findApplication(tx, id);
      if (!application?.mail) return;
      await enqueueClubMail(tx, {
        template: 'application_rejected',
        to: application.mail,
        subject: applicationTexts.rejectedSubject,
        message: fillText(applicationTexts.rejectedMail, {
          name: application.name ?? '',
          reason: reason.trim(),
        }),
        dedupeKey: `application-rejected:${id}`,
        params: { application_id: id },
      });
    },
  );
  return outcome.ok ? { ...outcome, outcome: 'rejected' } : outcome;
}

/**
 * The member, when a place is free for this application (the waitlist first); else a pending one
 * goes onto the waitlist. The member is registered by the members feature's own command, with a
 * generated temporary password that only the welcome mail carries.
 */
export async function approveApplication(
  db: Database,
  adminId: number,
  id: number,
  deps: { now: Date; origin: RequestOrigin },
): Promise<DecisionOutcome> {
  const application = await findApplication(db, id);
  if (!application) return unknownApplication(id);
  if (application.status === 'approved' || application.status === 'rejected') {
    return { ok: false, error: { code: 'SOLICITUD_RESUELTA', message: applicationTexts.alreadyDecided } };
  }
  const [size, ahead] = await Promise.all([clubSize(db, deps.now), waitlistAhead(db, id)]);
  const place = placeFor(application.status, { ...size, ahead });
  if (!place.ok) return place;
  if (place.outcome === 'waitlist') return waitlistApplication(db, adminId, id);
  if (application.name === null || application.mail === null) return unknownApplication(id);
  // The applicant's whole identity, which the members feature checks again and keeps.
  const input = {
    name: application.name,
    lastName: application.lastName ?? '',
    mail: application.mail,
    cedula: application.cedula ?? '',
    birthDate: application.birthDate ?? '',
    residency: application.residency ?? '',
    phone: application.phone ?? '',
    password: null,
  };
  const member = await createMember(db, adminId, input, deps);
  if (!member.ok) {
    if (member.error.code === 'LIMITE_SOCIOS' && application.status === 'pending') {
      return waitlistApplication(db, adminId, id);
    }
    return member;
  }
  const password = member.password ?? '';
  const memberId = member.member.id;
  const outcome = await decideOn(
    db,
    adminId,
    id,
    approveApplicationDecider,
    { applicationId: id, memberId },
    (tx) =>
      enqueueClubMail(tx, {
        template: WELCOME_TEMPLATE,
        to: application.mail ?? '',
        subject: applicationTexts.welcomeSubject,
        message: fillText(applicationTexts.welcomeMail, {
          name: application.name ?? '',
          mail: application.mail ?? '',
          hours: TEMPORARY_PASSWORD_HOURS,
        }),
        dedupeKey: `member-welcome:${memberId}`,
        params: { application_id: id, member_id: memberId },
        secrets: { code: password },
      }).then(() => {}),
  );
  return outcome.ok ? { ...outcome, outcome: 'approved' } : outcome;
}
