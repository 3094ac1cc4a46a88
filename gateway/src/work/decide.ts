import { fillText } from '@club/domain/fill-text';
import type { ManicureDraft, ManicureProblem } from '@club/domain/manicure';
import { manicureSchema } from '@club/domain/manicure-schema';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import { WORK_DELETED, WORK_RECORDED, type WorkEvent, type WorkRecorded } from './events.ts';

// Manicure work's rules (spec §3 "Work entry", "Manicure entry", §4 "Work deletion"), pure.

/** A member as the manicure modal knows them. */
export interface WorkMember {
  id: number;
  name: string;
  lastName: string;
  active: boolean;
  trimmer: boolean;
}

export interface WorkState {
  /** The members the modal may name (the command loads the ones it names). */
  members: ReadonlyMap<number, WorkMember>;
  /** The entries not deleted, by id. */
  entries: ReadonlyMap<number, WorkRecorded>;
}

function evolve(state: WorkState, event: ClubEvent): WorkState {
  switch (event.type) {
    case 'MemberRegistered': {
      const { memberId, name, lastName, trimmer } = event.payload;
      const member = { id: memberId, name, lastName, active: true, trimmer };
      return { ...state, members: new Map(state.members).set(memberId, member) };
    }
    case 'MemberUpdated':
    case 'TrimmerFlagSet':
    case 'MemberDeactivated':
    case 'MemberLeft':
    case 'MemberReactivated': {
      const member = state.members.get(event.payload.memberId);
      if (!member) return state;
      const changed =
        event.type === 'MemberUpdated'
          ? { ...member, name: event.payload.name, lastName: event.payload.lastName }
          : event.type === 'TrimmerFlagSet'
            ? { ...member, trimmer: event.payload.trimmer }
            : { ...member, active: event.type === 'MemberReactivated' };
      return { ...state, members: new Map(state.members).set(member.id, changed) };
    }
    case 'WorkRecorded':
      return { ...state, entries: new Map(state.entries).set(event.payload.workId, event.payload) };
    case 'WorkDeleted': {
      const entries = new Map(state.entries);
      entries.delete(event.payload.workId);
      return { ...state, entries };
    }
    default:
      return state;
  }
}

const initialState = (): WorkState => ({ members: new Map(), entries: new Map() });

type Trimmer = { ok: true; id: number; name: string } | { ok: false; error: Refusal };

/** The member named by the modal: their number (the dropdown's value) or their full name, among trimmers. */
function resolveTrimmer(members: WorkState['members'], socio: string): Trimmer {
  const unknown = { ok: false as const, error: refusal('SOCIO_INEXISTENTE') };
  let member: WorkMember | undefined;
  if (/^\d+$/.test(socio)) {
    const found = members.get(Number(socio));
    member = found?.active ? found : undefined;
  } else {
    const asked = socio.replace(/\s+/g, ' ').toLowerCase();
    const matches = [...members.values()].filter(
      (candidate) =>
        candidate.active &&
        candidate.trimmer &&
        (`${candidate.name} ${candidate.lastName}`.toLowerCase() === asked ||
          candidate.name.toLowerCase() === asked),
    );
    if (matches.length !== 1) return unknown;
    member = matches[0];
  }
  if (!member) return unknown;
  const name = `${member.name} ${member.lastName}`;
  if (!member.trimmer) {
    return {
      ok: false,
      error: { code: 'SOCIO_NO_MANICURISTA', message: fillText(texts.manicure.notTrimmer, { name }) },
    };
  }
  return { ok: true, id: member.id, name };
}

export interface RecordWork {
  draft: ManicureDraft;
  workId: number;
  /** Member id of the admin recording it. */
  createdBy: number;
}

/** The modal's rules again, then who worked (a trimmer among the members, or a name), then the fact. */
export const recordWorkDecider: Decider<RecordWork, WorkState, WorkEvent> = {
  decide(command, state): Decision<WorkEvent> {
    const checked = checkRules<typeof manicureSchema, ManicureProblem['code']>(manicureSchema, command.draft);
    if (!checked.ok)
      return { ok: false, error: { code: checked.problem.code, message: checked.problem.message } };
    const entry = checked.value;
    const trimmer = entry.socio === null ? null : resolveTrimmer(state.members, entry.socio);
    if (trimmer && !trimmer.ok) return trimmer;
    const payload = {
      workId: command.workId,
      type: entry.type,
      memberId: trimmer ? trimmer.id : null,
      personName: trimmer ? trimmer.name : (entry.nosocioName ?? ''),
      date: entry.date,
      startHour: entry.startHour,
      endHour: entry.endHour,
      // numeric(5,2): the fact holds what the row keeps.
      hours: Math.round(entry.hours * 100) / 100,
      createdBy: command.createdBy,
    };
    return { ok: true, events: [{ type: WORK_RECORDED, payload }] };
  },
  evolve,
  initialState,
};

/**
 * One entry deleted by id. Two deletions at once both load the same version; the second to
 * append runs again and finds nothing.
 */
export const deleteWorkDecider: Decider<{ workId: number }, WorkState, WorkEvent> = {
  decide: (command, state) =>
    state.entries.has(command.workId)
      ? { ok: true, events: [{ type: WORK_DELETED, payload: { workId: command.workId } }] }
      : { ok: false, error: refusal('TRABAJO_NO_ENCONTRADO') },
  evolve,
  initialState,
};
