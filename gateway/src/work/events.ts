import type { WorkType } from '@club/domain/manicure';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';

// The work stream's events (`work-<id>`): a manicure entry recorded from the modal and, by the
// screen's X or DELETE /admin/deleteWork, deleted. The `work_entries` table is their read model
// (projection.ts); the log keeps deleted entries, with who recorded and deleted them.

export const WORK_RECORDED = 'WorkRecorded';
export const WORK_DELETED = 'WorkDeleted';

export interface WorkRecorded {
  /** The entry's number; the stream is `work-<workId>`. */
  workId: number;
  type: WorkType;
  /** The member's number, null for someone who is not a member. */
  memberId: number | null;
  /** Who worked, sealed under the member's subject, or `workSubject(workId)` for a non-member. */
  personName: Sealed;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  startHour: string;
  endHour: string;
  /** Decimal hours, two places. */
  hours: number;
  /** Member id of the admin who recorded it. */
  createdBy: number;
}

export interface WorkDeleted {
  workId: number;
}

export type WorkEvent =
  | { type: typeof WORK_RECORDED; payload: WorkRecorded }
  | { type: typeof WORK_DELETED; payload: WorkDeleted };

export function workStream(workId: number): string {
  return `work-${workId}`;
}

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    work: WorkEvent;
  }
}
