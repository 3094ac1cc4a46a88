import { fillText } from '@club/domain/fill-text';
import type { ManicureDraft, ManicureProblem } from '@club/domain/manicure';
import { manicureSchema } from '@club/domain/manicure-schema';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
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
  /** 'Name LastName' sealed under the member's subject by the command's load. */
  sealedName: Sealed;
}

export interface WorkState {
  /** The entries not deleted, by id. */
  entries: ReadonlyMap<number, WorkRecorded>;
}

function evolve(state: WorkState, event: ClubEvent): WorkState {
  switch (event.type) {
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

const initialState = (): WorkState => ({ entries: new Map() });

type Trimmer = { ok: true; id: number; sealedName: Sealed } | { ok: false; error: Refusal };

/** The member named by the modal: their number (the dropdown's value) or their full name, among trimmers. */
function resolveTrimmer(members: RecordWork['members'], socio: string): Trimmer {
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
  return { ok: true, id: member.id, sealedName: member.sealedName };
}

export interface RecordWork {
  draft: ManicureDraft;
  workId: number;
  /** Member id of the admin recording it. */
  createdBy: number;
  /**
   * The members the modal may name, read from the `members` read model by the command: the log
   * holds names only sealed.
   */
  members: ReadonlyMap<number, WorkMember>;
  /** The rules' `nosocioName` sealed under the entry's subject by the load; null when there is none. */
  sealedNosocio: Sealed | null;
}

function sealedNosocio(command: RecordWork): Sealed {
  if (command.sealedNosocio === null) throw new Error('the load seals the name of who is not a member');
  return command.sealedNosocio;
}

/** The modal's rules again, then who worked (a trimmer among the members, or a name), then the fact. */
export const recordWorkDecider: Decider<RecordWork, WorkState, WorkEvent> = {
  decide(command): Decision<WorkEvent> {
    const checked = checkRules<typeof manicureSchema, ManicureProblem['code']>(manicureSchema, command.draft);
    if (!checked.ok)
      return { ok: false, error: { code: checked.problem.code, message: checked.problem.message } };
    const entry = checked.value;
    const trimmer = entry.socio === null ? null : resolveTrimmer(command.members, entry.socio);
    if (trimmer && !trimmer.ok) return trimmer;
    const payload = {
      workId: command.workId,
      type: entry.type,
      memberId: trimmer ? trimmer.id : null,
      personName: trimmer ? trimmer.sealedName : sealedNosocio(command),
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
