import type { Sql } from '@club/db/connection';
import type { StoredSettingsVersion } from '@club/domain/club-settings';
import type { BillEvent, ExpenseEvent } from '../finance/public.ts';
import {
  type BillRow,
  billRowOf,
  collectExpenseRows,
  type ExpenseRows,
  insertBillRows,
  insertExpenseReceiptRows,
  insertExpenseRows,
} from '../finance/public.ts';
import type { TaskReportEvent, WorkEvent } from '../harvest/public.ts';
import {
  evolveWork,
  insertTaskReportRows,
  insertWorkRows,
  type TaskReportRow,
  taskReportRowOf,
  type WorkRow,
} from '../harvest/public.ts';
import { STREAM_TYPE_OF, type StreamType } from '../kernel/events/club-event.ts';
import { defineProjection, type LoggedEvent, type RebuiltTable } from '../kernel/events/projections.ts';
import type { MemberEvent, MemberState } from '../members/public.ts';
import { evolveMember } from '../members/public.ts';
import type { BatchEvent, MotherPlantEvent, TreatmentEvent } from '../plants/public.ts';
import {
  type BatchRow,
  evolveBatch,
  evolveMother,
  evolveTreatment,
  insertMotherRows,
  insertTreatmentRows,
  type MotherRow,
  saveBatchRows,
  type TreatmentRow,
} from '../plants/public.ts';
import type { SettingsEvent } from '../settings/public.ts';
import { evolveSettings, saveSettingsRows } from '../settings/public.ts';

interface Rebuilt {
  bills: BillRow[];
  /** Both expense tables: `expenses` and `expense_receipts`. */
  expenses: ExpenseRows;
  members: Map<number, MemberState>;
  work: Map<number, WorkRow>;
  taskReports: TaskReportRow[];
  /** As the events hold them, unfilled: the live rows are the payloads as they were written. */
  settings: StoredSettingsVersion[];
  mothers: MotherRow[];
  batches: Map<number, BatchRow>;
  treatments: TreatmentRow[];
}

function initial(): Rebuilt {
  return {
    bills: [],
    expenses: { expenses: [], receipts: [] },
    members: new Map(),
    work: new Map(),
    taskReports: [],
    settings: [],
    mothers: [],
    batches: new Map(),
    treatments: [],
  };
}

/** The read models not yet registered as projections of their own, folded one event at a time. */
function evolve(rebuilt: Rebuilt, event: LoggedEvent): Rebuilt {
  const { bills, expenses, members, work, taskReports, mothers, batches, treatments } = rebuilt;
  switch (STREAM_TYPE_OF[event.type]) {
    case 'bill':
      bills.push(billRowOf(event as BillEvent));
      break;
    case 'expense':
      collectExpenseRows(expenses, event as ExpenseEvent);
      break;
    case 'member': {
      const member = event as MemberEvent;
      const id = member.payload.memberId;
      const next = evolveMember(members.get(id), member);
      if (next) members.set(id, next);
      break;
    }
    case 'work': {
      const entry = event as WorkEvent;
      const id = entry.payload.workId;
      const next = evolveWork(work.get(id), entry);
      if (next) work.set(id, next);
      else work.delete(id);
      break;
    }
    case 'task-report':
      taskReports.push(taskReportRowOf(event as TaskReportEvent));
      break;
    case 'settings':
      rebuilt.settings = evolveSettings(rebuilt.settings, event as SettingsEvent);
      break;
    case 'mother-plant':
      mothers.push(evolveMother(undefined, event as MotherPlantEvent));
      break;
    case 'batch': {
      const fact = event as BatchEvent;
      const next = evolveBatch(batches.get(fact.payload.batchId), fact);
      if (next) batches.set(next.id, next);
      break;
    }
    case 'treatment':
      treatments.push(evolveTreatment(undefined, event as TreatmentEvent));
      break;
    // Orders and stock are registered projections of their own.
    case 'order':
    case 'product':
      break;
    // Read from the log itself (close/close-service.ts): no table to rebuild. The close's
    // `month_reports` is not compared: the files it rendered that day, no projection of events
    // (close/month-report-store.ts).
    case 'month-close':
      break;
  }
  return rebuilt;
}

const BATCH = 10_000;

async function insertJsonRows(sql: Sql, insert: string, rows: readonly unknown[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await sql.query(insert, [JSON.stringify(rows.slice(start, start + BATCH))]);
  }
}

async function writeRebuilt(sql: Sql, rebuilt: Rebuilt): Promise<void> {
  await insertMotherRows(sql, rebuilt.mothers, 'replay_mother_plants');
  await saveBatchRows(sql, [...rebuilt.batches.values()], 'replay_batches');
  await insertTreatmentRows(sql, rebuilt.treatments, 'replay_treatments');
  await saveSettingsRows(sql, rebuilt.settings, 'replay_club_settings');
  for (let start = 0; start < rebuilt.bills.length; start += BATCH) {
    await insertBillRows(sql, rebuilt.bills.slice(start, start + BATCH), 'replay_bills');
  }
  const { expenses, receipts } = rebuilt.expenses;
  for (let start = 0; start < expenses.length; start += BATCH) {
    await insertExpenseRows(sql, expenses.slice(start, start + BATCH), 'replay_expenses');
  }
  for (let start = 0; start < receipts.length; start += BATCH) {
    await insertExpenseReceiptRows(sql, receipts.slice(start, start + BATCH), 'replay_expense_receipts');
  }
  // The hash and the row's creation time never enter the log: the comparison leaves them out.
  await insertJsonRows(
    sql,
    `insert into replay_members (id, name, last_name, mail, password_hash, role, active, trimmer, technical_lead, created_at)
     select id, name, last_name, mail, '', role, active, trimmer, technical_lead, now()
       from jsonb_to_recordset($1::jsonb) as r(id integer, name text, last_name text, mail text, role text,
            active boolean, trimmer boolean, technical_lead boolean)`,
    [...rebuilt.members.values()].map((row) => ({
      id: row.id,
      name: row.name,
      last_name: row.lastName,
      mail: row.mail,
      role: row.role,
      active: row.active,
      trimmer: row.trimmer,
      technical_lead: row.technicalLead,
    })),
  );
  const work = [...rebuilt.work.values()];
  for (let start = 0; start < work.length; start += BATCH) {
    await insertWorkRows(sql, work.slice(start, start + BATCH), 'replay_work_entries');
  }
  for (let start = 0; start < rebuilt.taskReports.length; start += BATCH) {
    await insertTaskReportRows(sql, rebuilt.taskReports.slice(start, start + BATCH), 'replay_task_reports');
  }
}

const TABLES: RebuiltTable[] = [
  { table: 'bills', columns: 'id, member_id, date, grams, total, lines, issued_at', key: 'id::text' },
  {
    table: 'expenses',
    columns: 'id, category, amount, comment, date, receipt, created_by, created_at',
    key: 'id::text',
  },
  { table: 'expense_receipts', columns: 'path, expense_id, attached_by', key: 'path' },
  {
    table: 'members',
    columns: 'id, name, last_name, mail, role, active, trimmer, technical_lead',
    key: 'id::text',
    like: 'including defaults',
  },
  {
    table: 'work_entries',
    columns: 'id, type, member_id, person_name, date, start_hour, end_hour, hours, created_by, created_at',
    key: 'id::text',
  },
  { table: 'task_reports', columns: 'id, member_id, date, workdone, created_at', key: 'id::text' },
  {
    table: 'club_settings',
    columns: 'effective_from, settings',
    key: 'effective_from::text',
    like: 'including indexes',
  },
  { table: 'mother_plants', columns: 'id, product_id, name, origin, registered_on', key: 'id::text' },
  {
    table: 'batches',
    columns:
      'id, mother_id, product_id, plants_started, plants, stage, started_on, last_on, harvest_id, notes',
    key: 'id::text',
    like: 'including indexes',
  },
  {
    table: 'treatments',
    columns: 'id, product, active_ingredient, dose, method, applied_on, applied_by, batch_ids',
    key: 'id::text',
  },
];

/** Every read model the log rebuilds that is not yet a registered projection: replay's alone. */
export const legacyReadModels = defineProjection<StreamType, Rebuilt>({
  name: 'legacy',
  streams: [...new Set(Object.values(STREAM_TYPE_OF))],
  project: async () => {},
  rebuild: {
    initial,
    evolve,
    tables: TABLES,
    write: writeRebuilt,
  },
});
