import { addDays } from '@club/domain/club-clock';
import { type StoredSettingsVersion, settingsOn, timelineWithDefaults } from '@club/domain/club-settings';
import { fillText } from '@club/domain/fill-text';
import type { LeavingProblem } from '@club/domain/member-leaving';
import type { MemberField, MemberProblem } from '@club/domain/member-rules';
import { passwordProblem } from '@club/domain/member-schema';
import { identityTexts, leavingTexts, memberTexts } from '@club/domain/member-texts';
import { type IdentityField, type IdentityProblem, isIsoDate } from '@club/domain/person';
import { texts } from '@club/domain/texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import { type ClubEvent, isStreamEvent } from '../kernel/events/club-event.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import { evolveSettings } from '../settings/public.ts';
import {
  MEMBER_DEACTIVATED,
  MEMBER_FORGOTTEN,
  MEMBER_REACTIVATED,
  MEMBER_REGISTERED,
  MEMBER_UPDATED,
  type MemberEvent,
  type MemberPersonal,
  PASSWORD_RESET,
  type Role,
  TECHNICAL_LEAD_SET,
  TRIMMER_FLAG_SET,
} from './events.ts';
import {
  changedFields,
  editedPersonal,
  hasIdentity,
  personalProblem,
  registerInputProblem,
} from './personal-rules.ts';
import { evolveMember, type MemberState } from './projection.ts';

// The member commands as deciders: the facts of the club's members (and its settings, for the
// limit and the retention) folded into MembersState, a command → events or a refusal with a
// stable code and the Spanish message. The log holds who a member is only sealed, so what the
// rules need of it comes in the command: the clear values (to validate and compare), the sealed
// ones (what the event carries, sealed by commands.ts before deciding) and who else holds a mail
// or a cédula (read from the `members` read model).

export type MemberRefusalCode =
  | MemberProblem['code']
  | IdentityProblem['code']
  | 'FECHA_IRCCA_INVALIDA'
  | 'DATOS_INVALIDOS'
  | 'MAIL_EN_USO'
  | 'CEDULA_EN_USO'
  | 'LIMITE_SOCIOS'
  | 'SOCIO_NO_ENCONTRADO'
  | 'SOCIO_OLVIDADO'
  | 'SOCIO_SIN_BAJA'
  | 'RETENCION_VIGENTE'
  | 'MOTIVO_INVALIDO'
  | 'YA_INACTIVO'
  | 'YA_ACTIVO'
  | 'BAJA_PROPIA'
  | 'BAJA_ULTIMA_ADMINISTRACION'
  | 'RT_SOLO_ADMIN'
  | LeavingProblem['code']
  | 'YA_DADO_DE_BAJA'
  | 'CAMBIO_CONCURRENTE';

export interface MemberRefusal {
  code: MemberRefusalCode;
  message: string;
  /** The form field to mark, when the refusal is about one. */
  field?: MemberField | IdentityField | 'irccaRegisteredOn' | 'reason' | LeavingProblem['field'];
}

export type MemberDecision = Decision<MemberEvent, MemberRefusal>;

/** What the member rules decide on. */
export interface MembersState {
  /** The members, by id (a command's load holds only the one it names). */
  members: ReadonlyMap<number, MemberState>;
  /** Active accounts with the member role: what the club's limit counts (admins are staff). */
  activeMembers: number;
  /** The club's settings versions: the limit and the retention in force on the command's day. */
  settings: readonly StoredSettingsVersion[];
}

const counted = (member: MemberState | undefined): number =>
  member?.active && member.role === 'member' ? 1 : 0;

function evolveMembers(state: MembersState, event: ClubEvent): MembersState {
  if (isStreamEvent(event, 'settings')) return { ...state, settings: evolveSettings(state.settings, event) };
  if (!isStreamEvent(event, 'member')) return state;
  const id = event.payload.memberId;
  const before = state.members.get(id);
  const after = evolveMember(before, event);
  const members = new Map(state.members);
  if (after) members.set(id, after);
  else members.delete(id);
  return {
    members,
    activeMembers: state.activeMembers + counted(after) - counted(before),
    settings: state.settings,
  };
}

const initialState = (): MembersState => ({ members: new Map(), activeMembers: 0, settings: [] });

/** The one fold every member decider shares. */
export const membersFold = { evolve: evolveMembers, initialState };

export const refuse = (error: MemberRefusal): MemberDecision => ({ ok: false, error });

export function unknownMember(id: number): MemberRefusal {
  return { code: 'SOCIO_NO_ENCONTRADO', message: fillText(memberTexts.unknownMember, { id }) };
}

export function mailInUse(mail: string): MemberRefusal {
  return { code: 'MAIL_EN_USO', field: 'mail', message: fillText(memberTexts.mailInUse, { mail }) };
}

export function cedulaInUse(cedula: string): MemberRefusal {
  return {
    code: 'CEDULA_EN_USO',
    field: 'cedula',
    message: fillText(identityTexts.cedulaInUse, { cedula }),
  };
}

export const forgotten = (): MemberRefusal => ({
  code: 'SOCIO_OLVIDADO',
  message: memberTexts.alreadyForgotten,
});

function limitReached(maxMembers: number): MemberRefusal {
  return { code: 'LIMITE_SOCIOS', message: fillText(memberTexts.limitReached, { max: maxMembers }) };
}

/** The club's limit in force on `today` (YYYY-MM-DD), if the club is full. */
function fullClub(state: MembersState, today: string): number | null {
  const { maxMembers } = settingsOn(timelineWithDefaults(state.settings), today);
  return state.activeMembers >= maxMembers ? maxMembers : null;
}

/** Who else holds the mail and the cédula a command would set (read from the read model). */
export interface Holders {
  mailHolder: number | null;
  cedulaHolder: number | null;
}

export interface RegisterMember extends Holders {
  /** The number the row takes: known before the decision, kept only if it is accepted. */
  memberId: number;
  /** Normalised (commands.ts), to validate. */
  personal: MemberPersonal;
  /** The same, sealed for `member-<memberId>`: what the event carries. */
  sealed: Sealed;
  /** Null: the gateway generates one. */
  password: string | null;
  /** YYYY-MM-DD, Montevideo: the day of joining, whose settings bound the club. */
  today: string;
  /** 'admin' only for a club's first account, made at setup; every later one joins as a member. */
  role?: Role;
}

/** A new member, role member (or the setup's admin) and not a trimmer: refused for bad input, a full club, then a mail or a cédula taken. */
export const registerMemberDecider: Decider<RegisterMember, MembersState, MemberEvent, MemberRefusal> = {
  ...membersFold,
  decide(command, state) {
    const problem = registerInputProblem(command.personal, command.password, command.today);
    if (problem) return refuse(problem);
    const full = fullClub(state, command.today);
    if (full !== null) return refuse(limitReached(full));
    if (command.mailHolder !== null) return refuse(mailInUse(command.personal.mail));
    if (command.cedulaHolder !== null) return refuse(cedulaInUse(command.personal.cedula ?? ''));
    const { memberId, role = 'member', sealed: personal } = command;
    return {
      ok: true,
      events: [{ type: MEMBER_REGISTERED, payload: { memberId, role, trimmer: false, personal } }],
    };
  },
};

export interface EditMember extends Holders {
  id: number;
  /** The member's personal data now, from the read model; null for an unknown or forgotten member. */
  current: MemberPersonal | null;
  /** Normalised changes (each optional). */
  changes: Partial<MemberPersonal>;
  /** `editedPersonal(current, changes)` and `current`, sealed for the member; null when there is no member to seal for. */
  sealed: { personal: Sealed; previous: Sealed } | null;
  trimmer?: boolean;
  technicalLead?: boolean;
  /** YYYY-MM-DD, Montevideo: the day the account was made (the age rule's day) and today. */
  joinedOn: string;
  today: string;
}

/**
 * Personal data (each field optional; normalised), the trimmer and Responsable Técnico flags, in
 * one decision: a refusal of any leaves all unchanged. Unchanged values append nothing.
 */
export const editMemberDecider: Decider<EditMember, MembersState, MemberEvent, MemberRefusal> = {
  ...membersFold,
  decide(command, state) {
    const member = state.members.get(command.id);
    if (!member) return refuse(unknownMember(command.id));
    if (member.forgotten || command.current === null) return refuse(forgotten());
    const after = editedPersonal(command.current, command.changes);
    // An account made before identities were recorded keeps none until all of it is given.
    const problem = personalProblem(after, {
      joinedOn: command.joinedOn,
      today: command.today,
      identityRequired: hasIdentity(command.current),
    });
    if (problem) return refuse(problem);
    const events: MemberEvent[] = [];
    const changed = changedFields(command.current, after);
    if (changed.length > 0) {
      if (changed.includes('mail') && command.mailHolder !== null) return refuse(mailInUse(after.mail));
      if (changed.includes('cedula') && command.cedulaHolder !== null) {
        return refuse(cedulaInUse(after.cedula ?? ''));
      }
      if (command.sealed === null) throw new Error(`member ${member.id}: a change with nothing sealed`);
      events.push({
        type: MEMBER_UPDATED,
        payload: {
          memberId: member.id,
          changed,
          personal: command.sealed.personal,
          previous: command.sealed.previous,
        },
      });
    }
    if (command.trimmer !== undefined && command.trimmer !== member.trimmer) {
      events.push({ type: TRIMMER_FLAG_SET, payload: { memberId: member.id, trimmer: command.trimmer } });
    }
    if (command.technicalLead !== undefined && command.technicalLead !== member.technicalLead) {
      // A member account never reaches /admin/cierre, so it could hold the role but never sign.
      if (command.technicalLead && member.role !== 'admin') {
        return refuse({ code: 'RT_SOLO_ADMIN', message: texts.monthClose.technicalLeadAdminsOnly });
      }
      events.push({
        type: TECHNICAL_LEAD_SET,
        payload: { memberId: member.id, technicalLead: command.technicalLead },
      });
    }
    return { ok: true, events };
  },
};

export interface DeactivateMember {
  id: number;
  adminId: number;
  /** The member's sessions open now (tokens are no facts of the log): the event records how many closed. */
  liveTokens: number;
  /** The member is the only active one holding Administración (the roles read model says). */
  lastAdministracion?: boolean;
}

export const deactivateMemberDecider: Decider<DeactivateMember, MembersState, MemberEvent, MemberRefusal> = {
  ...membersFold,
  decide(command, state) {
    const member = state.members.get(command.id);
    if (!member) return refuse(unknownMember(command.id));
    if (!member.active) return refuse({ code: 'YA_INACTIVO', message: memberTexts.alreadyInactive });
    // An admin locking themselves out could leave the club without any admin.
    if (member.id === command.adminId) {
      return refuse({ code: 'BAJA_PROPIA', message: memberTexts.cannotDeactivateSelf });
    }
    if (command.lastAdministracion) {
      return refuse({ code: 'BAJA_ULTIMA_ADMINISTRACION', message: memberTexts.lastAdministracion });
    }
    return {
      ok: true,
      events: [
        { type: MEMBER_DEACTIVATED, payload: { memberId: member.id, tokensRevoked: command.liveTokens } },
      ],
    };
  },
};

export interface ReactivateMember {
  id: number;
  /** YYYY-MM-DD, Montevideo: the day whose settings bound the club. */
  today: string;
}

/** Within the club's limit; an admin account does not count against it. A forgotten member stays gone. */
export const reactivateMemberDecider: Decider<ReactivateMember, MembersState, MemberEvent, MemberRefusal> = {
  ...membersFold,
  decide(command, state) {
    const member = state.members.get(command.id);
    if (!member) return refuse(unknownMember(command.id));
    if (member.forgotten) return refuse(forgotten());
    if (member.leftOn !== null) return refuse(alreadyLeft(member.leftOn));
    if (member.active) return refuse({ code: 'YA_ACTIVO', message: memberTexts.alreadyActive });
    const full = member.role === 'member' ? fullClub(state, command.today) : null;
    if (full !== null) return refuse(limitReached(full));
    return { ok: true, events: [{ type: MEMBER_REACTIVATED, payload: { memberId: member.id } }] };
  },
};

export interface ResetPassword {
  id: number;
  /** Null: the gateway generates one. */
  password: string | null;
  /** The sessions this reset closes (tokens are no facts of the log). */
  liveTokens: number;
}

/** The event says whether the password was generated, never the password. */
export const resetPasswordDecider: Decider<ResetPassword, MembersState, MemberEvent, MemberRefusal> = {
  ...membersFold,
  decide(command, state) {
    const member = state.members.get(command.id);
    if (!member) return refuse(unknownMember(command.id));
    if (member.forgotten) return refuse(forgotten());
    const problem = command.password === null ? null : passwordProblem(command.password);
    if (problem) return refuse(problem);
    return {
      ok: true,
      events: [
        {
          type: PASSWORD_RESET,
          payload: {
            memberId: member.id,
            generated: command.password === null,
            tokensRevoked: command.liveTokens,
          },
        },
      ],
    };
  },
};

export const FORGET_REASON_MAX_LENGTH = 500;

export interface ForgetMember {
  id: number;
  reason: string;
  /** YYYY-MM-DD, Montevideo: the day the member left (their last baja), from the log; null if never. */
  leftOn: string | null;
  today: string;
}

/** The day `years` after `day` (a 29 February moves to 1 March). */
function yearsAfter(day: string, years: number): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  const moved = `${Number(year) + years}-${month}-${date}`;
  return isIsoDate(moved) ? moved : addDays(`${Number(year) + years}-${month}-28`, 1);
}

/**
 * Forgets a member who left at least the retention period in force ago: the event, and the key
 * destroyed in the same transaction (commands.ts), so all the log sealed for them reads as nothing.
 */
export const forgetMemberDecider: Decider<ForgetMember, MembersState, MemberEvent, MemberRefusal> = {
  ...membersFold,
  decide(command, state) {
    const member = state.members.get(command.id);
    if (!member) return refuse(unknownMember(command.id));
    if (member.forgotten) return refuse(forgotten());
    if (member.active || command.leftOn === null) {
      return refuse({ code: 'SOCIO_SIN_BAJA', message: memberTexts.forgetNotLeft });
    }
    const reason = command.reason.trim();
    if (reason === '') {
      return refuse({
        code: 'MOTIVO_INVALIDO',
        field: 'reason',
        message: memberTexts.forgetReasonRequired,
      });
    }
    if ([...reason].length > FORGET_REASON_MAX_LENGTH) {
      return refuse({
        code: 'MOTIVO_INVALIDO',
        field: 'reason',
        message: fillText(memberTexts.forgetReasonTooLong, { max: FORGET_REASON_MAX_LENGTH }),
      });
    }
    const years = settingsOn(timelineWithDefaults(state.settings), command.today).memberRetentionYears;
    const from = yearsAfter(command.leftOn, years);
    if (command.today < from) {
      return refuse({
        code: 'RETENCION_VIGENTE',
        message: fillText(memberTexts.forgetRetention, {
          years,
          date: from.split('-').reverse().join('/'),
        }),
      });
    }
    return { ok: true, events: [{ type: MEMBER_FORGOTTEN, payload: { memberId: member.id, reason } }] };
  },
};

export function alreadyLeft(leftOn: string): MemberRefusal {
  return { code: 'YA_DADO_DE_BAJA', message: fillText(leavingTexts.alreadyLeft, { date: leftOn }) };
}
