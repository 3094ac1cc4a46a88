import { fillText } from '@club/domain/fill-text';
import type { MemberDetails, MemberField, MemberProblem } from '@club/domain/member-rules';
import { memberDetailsProblem, passwordProblem } from '@club/domain/member-schema';
import { texts } from '@club/domain/texts';
import {
  MEMBER_DEACTIVATED,
  MEMBER_REACTIVATED,
  MEMBER_REGISTERED,
  MEMBER_UPDATED,
  type MemberEvent,
  PASSWORD_RESET,
  type Role,
  TECHNICAL_LEAD_SET,
  TRIMMER_FLAG_SET,
} from './events.ts';

// The member commands as pure decisions: state + command → events or a refusal with a stable
// code and the Spanish message. The service loads the state and appends what comes out.

export interface MemberState {
  id: number;
  name: string;
  lastName: string;
  mail: string;
  role: Role;
  active: boolean;
  trimmer: boolean;
  /** Responsable Técnico: signs the monthly close. */
  technicalLead: boolean;
}

export type MemberRefusalCode =
  | MemberProblem['code']
  | 'DATOS_INVALIDOS'
  | 'MAIL_EN_USO'
  | 'LIMITE_SOCIOS'
  | 'SOCIO_NO_ENCONTRADO'
  | 'YA_INACTIVO'
  | 'YA_ACTIVO'
  | 'BAJA_PROPIA'
  | 'RT_SOLO_ADMIN'
  | 'CAMBIO_CONCURRENTE';

export interface MemberRefusal {
  code: MemberRefusalCode;
  message: string;
  /** The form field to mark, when the refusal is about one. */
  field?: MemberField;
}

export type MemberDecision = { ok: true; events: MemberEvent[] } | { ok: false; error: MemberRefusal };

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

/** Active accounts with the member role: what the club's limit counts (admins are staff). */
export interface ClubSize {
  activeMembers: number;
  maxMembers: number;
}

/** Why a new member is refused (bad input, the club full, the mail taken), or null. */
export function registerRefusal(
  club: ClubSize & { mailTaken: boolean },
  command: MemberDetails & { password: string | null },
): MemberRefusal | null {
  const problem =
    memberDetailsProblem(command) ?? (command.password === null ? null : passwordProblem(command.password));
  if (problem) return problem;
  if (club.activeMembers >= club.maxMembers) return limitReached(club.maxMembers);
  if (club.mailTaken) return mailInUse(command.mail);
  return null;
}

/** The fact of a new member; the number comes from the row, so it is known only once accepted. */
export function registeredEvent(memberId: number, details: MemberDetails): MemberEvent {
  return {
    type: MEMBER_REGISTERED,
    payload: {
      memberId,
      name: details.name,
      lastName: details.lastName,
      mail: details.mail,
      role: 'member',
      trimmer: false,
    },
  };
}

export function decideRegister(
  club: ClubSize & { mailTaken: boolean },
  command: MemberDetails & { memberId: number; password: string | null },
): MemberDecision {
  const refusal = registerRefusal(club, command);
  return refusal ? refuse(refusal) : { ok: true, events: [registeredEvent(command.memberId, command)] };
}

/** Name, last name and mail (each optional; normalised), the trimmer and Responsable Técnico flags. Unchanged values append nothing. */
export function decideEdit(
  state: MemberState | null,
  command: {
    id: number;
    name?: string;
    lastName?: string;
    mail?: string;
    trimmer?: boolean;
    technicalLead?: boolean;
  },
  mailTaken: boolean,
): MemberDecision {
  if (!state) return refuse(unknownMember(command.id));
  const after = {
    name: command.name ?? state.name,
    lastName: command.lastName ?? state.lastName,
    mail: command.mail ?? state.mail,
  };
  const problem = memberDetailsProblem(after);
  if (problem) return refuse(problem);
  const events: MemberEvent[] = [];
  if (after.name !== state.name || after.lastName !== state.lastName || after.mail !== state.mail) {
    if (after.mail !== state.mail && mailTaken) return refuse(mailInUse(after.mail));
    events.push({
      type: MEMBER_UPDATED,
      payload: {
        memberId: state.id,
        ...after,
        previous: { name: state.name, lastName: state.lastName, mail: state.mail },
      },
    });
  }
  if (command.trimmer !== undefined && command.trimmer !== state.trimmer) {
    events.push({ type: TRIMMER_FLAG_SET, payload: { memberId: state.id, trimmer: command.trimmer } });
  }
  if (command.technicalLead !== undefined && command.technicalLead !== state.technicalLead) {
    // A member account never reaches /admin/cierre, so it could hold the role but never sign.
    if (command.technicalLead && state.role !== 'admin') {
      return refuse({ code: 'RT_SOLO_ADMIN', message: texts.monthClose.technicalLeadAdminsOnly });
    }
    events.push({
      type: TECHNICAL_LEAD_SET,
      payload: { memberId: state.id, technicalLead: command.technicalLead },
    });
  }
  return { ok: true, events };
}

export function decideDeactivate(
  state: MemberState | null,
  command: { id: number; adminId: number; liveTokens: number },
): MemberDecision {
  if (!state) return refuse(unknownMember(command.id));
  if (!state.active) return refuse({ code: 'YA_INACTIVO', message: texts.members.alreadyInactive });
  // An admin locking themselves out could leave the club without any admin.
  if (state.id === command.adminId) {
    return refuse({ code: 'BAJA_PROPIA', message: texts.members.cannotDeactivateSelf });
  }
  return {
    ok: true,
    events: [
      { type: MEMBER_DEACTIVATED, payload: { memberId: state.id, tokensRevoked: command.liveTokens } },
    ],
  };
}

export function decideReactivate(
  state: MemberState | null,
  command: { id: number },
  club: ClubSize,
): MemberDecision {
  if (!state) return refuse(unknownMember(command.id));
  if (state.active) return refuse({ code: 'YA_ACTIVO', message: texts.members.alreadyActive });
  if (state.role === 'member' && club.activeMembers >= club.maxMembers) {
    return refuse(limitReached(club.maxMembers));
  }
  return { ok: true, events: [{ type: MEMBER_REACTIVATED, payload: { memberId: state.id } }] };
}

/** `password` null: the gateway generates one. */
export function decideResetPassword(
  state: MemberState | null,
  command: { id: number; password: string | null; liveTokens: number },
): MemberDecision {
  if (!state) return refuse(unknownMember(command.id));
  const problem = command.password === null ? null : passwordProblem(command.password);
  if (problem) return refuse(problem);
  return {
    ok: true,
    events: [
      {
        type: PASSWORD_RESET,
        payload: {
          memberId: state.id,
          generated: command.password === null,
          tokensRevoked: command.liveTokens,
        },
      },
    ],
  };
}
