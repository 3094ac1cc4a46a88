import { type StoredSettingsVersion, settingsOn, timelineWithDefaults } from '@club/domain/club-settings';
import { fillText } from '@club/domain/fill-text';
import type { MemberDetails, MemberField, MemberProblem } from '@club/domain/member-rules';
import { memberDetailsProblem, passwordProblem } from '@club/domain/member-schema';
import { texts } from '@club/domain/texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import { type ClubEvent, isStreamEvent } from '../kernel/events/club-event.ts';
import { evolveSettings } from '../settings/public.ts';
import {
  MEMBER_DEACTIVATED,
  MEMBER_REACTIVATED,
  MEMBER_REGISTERED,
  MEMBER_UPDATED,
  type MemberEvent,
  PASSWORD_RESET,
  TECHNICAL_LEAD_SET,
  TRIMMER_FLAG_SET,
} from './events.ts';
import { evolveMember, type MemberState } from './projection.ts';

// The member commands as deciders: the facts of the club's members (and its settings, for the
// limit) folded into MembersState, a command → events or a refusal with a stable code and the
// Spanish message. The commands (commands.ts) build the same state from the read models, holding
// only the member and the mail they ask about.

export type MemberRefusalCode =
  | MemberProblem['code']
  | 'DATOS_INVALIDOS'
  | 'MAIL_EN_USO'
  | 'LIMITE_SOCIOS'
  | 'SOCIO_NO_ENCONTRADO'
  | 'YA_INACTIVO'
  | 'YA_ACTIVO'
  | 'BAJA_PROPIA'
  | 'BAJA_ULTIMA_ADMINISTRACION'
  | 'RT_SOLO_ADMIN'
  | 'CAMBIO_CONCURRENTE';

export interface MemberRefusal {
  code: MemberRefusalCode;
  message: string;
  /** The form field to mark, when the refusal is about one. */
  field?: MemberField;
}

export type MemberDecision = Decision<MemberEvent, MemberRefusal>;

/** What the member rules decide on. */
export interface MembersState {
  /** The members, by id (a command's load holds only the one it names). */
  members: ReadonlyMap<number, MemberState>;
  /** Who holds each mail, lower-cased (a command's load holds only the mail it asks about, if taken). */
  mailHolders: ReadonlyMap<string, number>;
  /** Active accounts with the member role: what the club's limit counts (admins are staff). */
  activeMembers: number;
  /** The club's settings versions: the limit is the one in force on the command's day. */
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
  const mailHolders = new Map(state.mailHolders);
  if (before && mailHolders.get(before.mail.toLowerCase()) === id)
    mailHolders.delete(before.mail.toLowerCase());
  if (after) {
    members.set(id, after);
    mailHolders.set(after.mail.toLowerCase(), id);
  } else members.delete(id);
  return {
    members,
    mailHolders,
    activeMembers: state.activeMembers + counted(after) - counted(before),
    settings: state.settings,
  };
}

const initialState = (): MembersState => ({
  members: new Map(),
  mailHolders: new Map(),
  activeMembers: 0,
  settings: [],
});

/** The one fold every member decider shares. */
const membersFold = { evolve: evolveMembers, initialState };

const refuse = (error: MemberRefusal): MemberDecision => ({ ok: false, error });

export function unknownMember(id: number): MemberRefusal {
  return { code: 'SOCIO_NO_ENCONTRADO', message: fillText(texts.members.unknownMember, { id }) };
}

export function mailInUse(mail: string): MemberRefusal {
  return { code: 'MAIL_EN_USO', field: 'mail', message: fillText(texts.members.mailInUse, { mail }) };
}

function limitReached(maxMembers: number): MemberRefusal {
  return { code: 'LIMITE_SOCIOS', message: fillText(texts.members.limitReached, { max: maxMembers }) };
}

/** Whether a member other than `exceptId` holds `mail`. */
function mailTaken(state: MembersState, mail: string, exceptId: number): boolean {
  const holder = state.mailHolders.get(mail.toLowerCase());
  return holder !== undefined && holder !== exceptId;
}

/** The club's limit in force on `today` (YYYY-MM-DD), if the club is full. */
function fullClub(state: MembersState, today: string): number | null {
  const { maxMembers } = settingsOn(timelineWithDefaults(state.settings), today);
  return state.activeMembers >= maxMembers ? maxMembers : null;
}

/** Why input alone refuses a new member, or null: checked before the (slow) hash and any read. */
export function registerInputProblem(
  command: MemberDetails & { password: string | null },
): MemberRefusal | null {
  return (
    memberDetailsProblem(command) ?? (command.password === null ? null : passwordProblem(command.password))
  );
}

export interface RegisterMember extends MemberDetails {
  /** The number the row takes: known before the decision, kept only if it is accepted. */
  memberId: number;
  /** Null: the gateway generates one. */
  password: string | null;
  /** YYYY-MM-DD, Montevideo: the day whose settings bound the club. */
  today: string;
}

/** A new member, role member and not a trimmer: refused for bad input, then a full club, then a mail taken. */
export const registerMemberDecider: Decider<RegisterMember, MembersState, MemberEvent, MemberRefusal> = {
  ...membersFold,
  decide(command, state) {
    const problem = registerInputProblem(command);
    if (problem) return refuse(problem);
    const full = fullClub(state, command.today);
    if (full !== null) return refuse(limitReached(full));
    if (mailTaken(state, command.mail, 0)) return refuse(mailInUse(command.mail));
    return {
      ok: true,
      events: [
        {
          type: MEMBER_REGISTERED,
          payload: {
            memberId: command.memberId,
            name: command.name,
            lastName: command.lastName,
            mail: command.mail,
            role: 'member',
            trimmer: false,
          },
        },
      ],
    };
  },
};

export interface EditMember {
  id: number;
  name?: string;
  lastName?: string;
  mail?: string;
  trimmer?: boolean;
  technicalLead?: boolean;
}

/**
 * Name, last name and mail (each optional; normalised), the trimmer and Responsable Técnico
 * flags, in one decision: a refusal of any leaves all unchanged. Unchanged values append nothing.
 */
export const editMemberDecider: Decider<EditMember, MembersState, MemberEvent, MemberRefusal> = {
  ...membersFold,
  decide(command, state) {
    const member = state.members.get(command.id);
    if (!member) return refuse(unknownMember(command.id));
    const after = {
      name: command.name ?? member.name,
      lastName: command.lastName ?? member.lastName,
      mail: command.mail ?? member.mail,
    };
    const problem = memberDetailsProblem(after);
    if (problem) return refuse(problem);
    const events: MemberEvent[] = [];
    if (after.name !== member.name || after.lastName !== member.lastName || after.mail !== member.mail) {
      if (after.mail !== member.mail && mailTaken(state, after.mail, member.id)) {
        return refuse(mailInUse(after.mail));
      }
      events.push({
        type: MEMBER_UPDATED,
        payload: {
          memberId: member.id,
          ...after,
          previous: { name: member.name, lastName: member.lastName, mail: member.mail },
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
    if (!member.active) return refuse({ code: 'YA_INACTIVO', message: texts.members.alreadyInactive });
    // An admin locking themselves out could leave the club without any admin.
    if (member.id === command.adminId) {
      return refuse({ code: 'BAJA_PROPIA', message: texts.members.cannotDeactivateSelf });
    }
    if (command.lastAdministracion) {
      return refuse({ code: 'BAJA_ULTIMA_ADMINISTRACION', message: texts.members.lastAdministracion });
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

/** Within the club's limit; an admin account does not count against it. */
export const reactivateMemberDecider: Decider<ReactivateMember, MembersState, MemberEvent, MemberRefusal> = {
  ...membersFold,
  decide(command, state) {
    const member = state.members.get(command.id);
    if (!member) return refuse(unknownMember(command.id));
    if (member.active) return refuse({ code: 'YA_ACTIVO', message: texts.members.alreadyActive });
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
