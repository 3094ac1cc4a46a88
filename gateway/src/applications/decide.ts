import {
  type ApplicationForm,
  applicationProblem,
  applicationTexts,
  INVITATION_MAX_DAYS,
  REJECTION_REASON_MAX_LENGTH,
} from '@club/domain/application-schema';
import { fillText } from '@club/domain/fill-text';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import type { Refusal, RefusalCode } from '../kernel/refusals/refusal-table.ts';
import type { ApplicationEvent, InvitationEvent } from './events.ts';

// The rules of invitations and applications, pure. The commands load the same states from the
// read models under their locks; the tests fold them from events with `evolve`.

export type ApplicationStatus = 'pending' | 'waitlisted' | 'approved' | 'rejected';

export interface InvitationState {
  id: number;
  expiresAt: string;
  singleUse: boolean;
  revoked: boolean;
  /** Applications sent with it. */
  uses: number;
}

export interface ApplicationState {
  id: number;
  status: ApplicationStatus;
}

export interface ApplicationsState {
  invitations: ReadonlyMap<number, InvitationState>;
  applications: ReadonlyMap<number, ApplicationState>;
}

const refuse = (code: RefusalCode, message: string, field?: string): { ok: false; error: Refusal } => ({
  ok: false,
  error: { code, message, ...(field ? { field } : {}) },
});

function evolve(state: ApplicationsState, event: ClubEvent): ApplicationsState {
  switch (event.type) {
    case 'InvitationIssued': {
      const { invitationId, expiresAt, singleUse } = event.payload;
      const invitation = { id: invitationId, expiresAt, singleUse, revoked: false, uses: 0 };
      return { ...state, invitations: new Map(state.invitations).set(invitationId, invitation) };
    }
    case 'InvitationRevoked': {
      const invitation = state.invitations.get(event.payload.invitationId);
      if (!invitation) return state;
      return {
        ...state,
        invitations: new Map(state.invitations).set(invitation.id, { ...invitation, revoked: true }),
      };
    }
    case 'ApplicationSubmitted': {
      const { applicationId, invitationId } = event.payload;
      const invitations = new Map(state.invitations);
      const invitation = invitations.get(invitationId);
      if (invitation) invitations.set(invitationId, { ...invitation, uses: invitation.uses + 1 });
      const applications = new Map(state.applications).set(applicationId, {
        id: applicationId,
        status: 'pending' as const,
      });
      return { invitations, applications };
    }
    case 'ApplicationApproved':
    case 'ApplicationRejected':
    case 'ApplicationWaitlisted': {
      const id = event.payload.applicationId;
      const status: ApplicationStatus =
        event.type === 'ApplicationApproved'
          ? 'approved'
          : event.type === 'ApplicationRejected'
            ? 'rejected'
            : 'waitlisted';
      return { ...state, applications: new Map(state.applications).set(id, { id, status }) };
    }
    default:
      return state;
  }
}

const initialState = (): ApplicationsState => ({ invitations: new Map(), applications: new Map() });

export interface IssueInvitation {
  invitationId: number;
  tokenHash: string;
  /** Days it works; null: INVITATION_DEFAULT_DAYS, filled in by the command. */
  days: number;
  singleUse: boolean;
  issuedBy: number;
  now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const issueInvitationDecider: Decider<IssueInvitation, ApplicationsState, InvitationEvent> = {
  decide(command): Decision<InvitationEvent> {
    const { days } = command;
    if (!Number.isInteger(days) || days < 1 || days > INVITATION_MAX_DAYS) {
      return refuse(
        'VIGENCIA_INVALIDA',
        fillText(applicationTexts.invalidDays, { max: INVITATION_MAX_DAYS }),
        'days',
      );
    }
    const payload = {
      invitationId: command.invitationId,
      tokenHash: command.tokenHash,
      expiresAt: new Date(command.now.getTime() + days * DAY_MS).toISOString(),
      singleUse: command.singleUse,
      issuedBy: command.issuedBy,
    };
    return { ok: true, events: [{ type: 'InvitationIssued', payload }] };
  },
  evolve,
  initialState,
};

export const revokeInvitationDecider: Decider<{ invitationId: number }, ApplicationsState, InvitationEvent> =
  {
    decide({ invitationId }, state) {
      const invitation = state.invitations.get(invitationId);
      if (!invitation) {
        return refuse(
          'INVITACION_NO_ENCONTRADA',
          fillText(applicationTexts.unknownInvitation, { id: invitationId }),
        );
      }
      if (invitation.revoked) return refuse('INVITACION_REVOCADA', applicationTexts.alreadyRevoked);
      return { ok: true, events: [{ type: 'InvitationRevoked', payload: { invitationId } }] };
    },
    evolve,
    initialState,
  };

/** Whether an invitation takes an application at `now`: null, or why not. */
export function invitationRefusal(invitation: InvitationState | undefined, now: Date): Refusal | null {
  if (!invitation) return { code: 'INVITACION_DESCONOCIDA', message: applicationTexts.invitationUnknown };
  if (invitation.revoked) return { code: 'INVITACION_REVOCADA', message: applicationTexts.invitationRevoked };
  if (new Date(invitation.expiresAt).getTime() <= now.getTime()) {
    return { code: 'INVITACION_VENCIDA', message: applicationTexts.invitationExpired };
  }
  if (invitation.singleUse && invitation.uses > 0) {
    return { code: 'INVITACION_USADA', message: applicationTexts.invitationUsed };
  }
  return null;
}

export interface SubmitApplication {
  applicationId: number;
  /** The invitation the token named; null: no invitation has that token. */
  invitationId: number | null;
  form: ApplicationForm;
  /** The applicant's data sealed for the application's subject (by the command, before deciding). */
  personal: Sealed;
  now: Date;
  /** The club's today (YYYY-MM-DD): the applicant must be 18 on it. */
  today: string;
  /** Who already holds the form's cédula and mail, as the command found them. */
  cedulaHeldBy: 'member' | 'application' | null;
  mailHeldByMember: boolean;
  /** The cédula as stored (formatted), for the messages. */
  cedula: string;
  mail: string;
}

/** The invitation first (a dead link says so before any field), then the form, then who holds the cédula. */
export const submitApplicationDecider: Decider<SubmitApplication, ApplicationsState, ApplicationEvent> = {
  decide(command, state): Decision<ApplicationEvent> {
    const invitation =
      command.invitationId === null ? undefined : state.invitations.get(command.invitationId);
    const dead = invitationRefusal(invitation, command.now);
    if (dead || !invitation)
      return { ok: false, error: dead ?? { code: 'INVITACION_DESCONOCIDA', message: '' } };
    const problem = applicationProblem(command.form, command.today);
    if (problem) return refuse(problem.code, problem.message, problem.field);
    if (command.cedulaHeldBy === 'member') {
      return refuse(
        'CEDULA_EN_USO',
        fillText(applicationTexts.cedulaIsMember, { cedula: command.cedula }),
        'cedula',
      );
    }
    if (command.cedulaHeldBy === 'application') {
      return refuse(
        'SOLICITUD_EN_CURSO',
        fillText(applicationTexts.cedulaPending, { cedula: command.cedula }),
        'cedula',
      );
    }
    if (command.mailHeldByMember) {
      return refuse('MAIL_EN_USO', fillText(applicationTexts.mailIsMember, { mail: command.mail }), 'mail');
    }
    const payload = {
      applicationId: command.applicationId,
      invitationId: invitation.id,
      personal: command.personal,
    };
    return { ok: true, events: [{ type: 'ApplicationSubmitted', payload }] };
  },
  evolve,
  initialState,
};

function openApplication(
  state: ApplicationsState,
  applicationId: number,
): { ok: true; application: ApplicationState } | { ok: false; error: Refusal } {
  const application = state.applications.get(applicationId);
  if (!application) {
    return refuse(
      'SOLICITUD_NO_ENCONTRADA',
      fillText(applicationTexts.unknownApplication, { id: applicationId }),
    );
  }
  if (application.status === 'approved' || application.status === 'rejected') {
    return refuse('SOLICITUD_RESUELTA', applicationTexts.alreadyDecided);
  }
  return { ok: true, application };
}

/** The member registered for a pending or waitlisted application (the place was checked by `placeFor`). */
export const approveApplicationDecider: Decider<
  { applicationId: number; memberId: number },
  ApplicationsState,
  ApplicationEvent
> = {
  decide({ applicationId, memberId }, state) {
    const open = openApplication(state, applicationId);
    if (!open.ok) return open;
    return { ok: true, events: [{ type: 'ApplicationApproved', payload: { applicationId, memberId } }] };
  },
  evolve,
  initialState,
};

export const waitlistApplicationDecider: Decider<
  { applicationId: number },
  ApplicationsState,
  ApplicationEvent
> = {
  decide({ applicationId }, state) {
    const open = openApplication(state, applicationId);
    if (!open.ok) return open;
    if (open.application.status === 'waitlisted') {
      return refuse('SOLICITUD_EN_ESPERA', applicationTexts.alreadyWaitlisted);
    }
    return { ok: true, events: [{ type: 'ApplicationWaitlisted', payload: { applicationId } }] };
  },
  evolve,
  initialState,
};

export const rejectApplicationDecider: Decider<
  { applicationId: number; reason: string },
  ApplicationsState,
  ApplicationEvent
> = {
  decide({ applicationId, reason }, state) {
    const text = reason.trim();
    if (text === '') return refuse('MOTIVO_INVALIDO', applicationTexts.reasonRequired, 'reason');
    if ([...text].length > REJECTION_REASON_MAX_LENGTH) {
      return refuse(
        'MOTIVO_INVALIDO',
        fillText(applicationTexts.reasonTooLong, { max: REJECTION_REASON_MAX_LENGTH }),
        'reason',
      );
    }
    const open = openApplication(state, applicationId);
    if (!open.ok) return open;
    return { ok: true, events: [{ type: 'ApplicationRejected', payload: { applicationId, reason: text } }] };
  },
  evolve,
  initialState,
};

/** What the club's size leaves for an application the admin approves. */
export interface Places {
  activeMembers: number;
  maxMembers: number;
  /** Waitlisted applications ahead of this one (all of them, for one not on the list). */
  ahead: number;
}

/**
 * Approving makes a member when a place is free for this application: the waitlist goes first, in
 * the order of waitlisting. Otherwise a pending application goes onto the list, and a waitlisted
 * one is refused (it keeps its place).
 */
export function placeFor(
  status: ApplicationStatus,
  places: Places,
): { ok: true; outcome: 'member' | 'waitlist' } | { ok: false; error: Refusal } {
  const free = places.maxMembers - places.activeMembers;
  if (free > places.ahead) return { ok: true, outcome: 'member' };
  if (status === 'pending') return { ok: true, outcome: 'waitlist' };
  return refuse(
    'SIN_LUGAR',
    fillText(applicationTexts.noPlace, { max: places.maxMembers, ahead: places.ahead }),
  );
}
