import type { Sql } from '@club/db/connection';
import { memberTexts } from '@club/domain/member-texts';
import type { BatchStage } from '@club/domain/plants';
import type { TreatmentValues } from '@club/domain/plants-schema';
import { loadStream } from '../kernel/commands/pipeline.ts';
import { unhandledEvent } from '../kernel/events/club-event.ts';
import { defineProjection } from '../kernel/events/projections.ts';
import { insertRows, type RowsInsert } from '../kernel/events/read-model-writer.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import { openNames, treatmentSubject } from '../kernel/privacy/subjects.ts';
import { type BatchEvent, batchStream, type MotherPlantEvent, type TreatmentEvent } from './events.ts';

// The plant registry's read models (`mother_plants`, `batches`, `treatments`) as plain functions
// of their streams' events, registered as projections: the live write and replay fold with this
// same code.

export interface MotherRow {
  id: number;
  productId: number;
  name: string;
  origin: string;
  registeredOn: string;
}

export interface BatchRow {
  id: number;
  motherId: number;
  productId: number;
  plantsStarted: number;
  /** Plants alive now: the cuttings less those lost. */
  plants: number;
  stage: BatchStage;
  startedOn: string;
  /** The day of the batch's latest fact (its start, a stage change, a loss, its harvest). */
  lastOn: string;
  harvestId: number | null;
  notes: string;
}

export type TreatmentRow = { id: number } & TreatmentValues;

/** A treatment as its event gives it: who applied it still sealed. */
export type SealedTreatmentRow = Omit<TreatmentRow, 'appliedBy'> & { appliedBy: Sealed };

export function evolveMother(_row: MotherRow | undefined, event: MotherPlantEvent): MotherRow {
  switch (event.type) {
    case 'MotherPlantRegistered': {
      const { motherId, productId, name, origin, registeredOn } = event.payload;
      return { id: motherId, productId, name, origin, registeredOn };
    }
    default:
      return unhandledEvent(event.type);
  }
}

const later = (a: string, b: string) => (a > b ? a : b);

export function evolveBatch(row: BatchRow | undefined, event: BatchEvent): BatchRow | undefined {
  switch (event.type) {
    case 'BatchStarted': {
      const { batchId, motherId, productId, plants, startedOn, notes } = event.payload;
      return {
        id: batchId,
        motherId,
        productId,
        plantsStarted: plants,
        plants,
        stage: 'esquejes',
        startedOn,
        lastOn: startedOn,
        harvestId: null,
        notes,
      };
    }
    case 'BatchStageChanged':
      return row && { ...row, stage: event.payload.to, lastOn: later(row.lastOn, event.payload.on) };
    case 'BatchPlantsLost':
      return (
        row && {
          ...row,
          plants: row.plants - event.payload.plants,
          lastOn: later(row.lastOn, event.payload.on),
        }
      );
    case 'BatchHarvested':
      return (
        row && {
          ...row,
          stage: 'cosechado',
          harvestId: event.payload.harvestId,
          lastOn: later(row.lastOn, event.payload.on),
        }
      );
    case 'BatchWasteDestroyed':
    case 'BatchAnalysed':
      // A record about the batch, not a change to it: its plants and stage stay, and so does
      // lastOn, so a back-dated record does not move the day later facts are checked against.
      return row;
    default:
      return unhandledEvent(event);
  }
}

export function evolveTreatment(
  _row: SealedTreatmentRow | undefined,
  event: TreatmentEvent,
): SealedTreatmentRow {
  switch (event.type) {
    case 'TreatmentApplied': {
      const { treatmentId, ...rest } = event.payload;
      return { id: treatmentId, ...rest };
    }
    default:
      return unhandledEvent(event.type);
  }
}

const MOTHER_ROWS: RowsInsert<MotherRow> = {
  columns: [
    ['id', 'integer', (row) => row.id],
    ['product_id', 'integer', (row) => row.productId],
    ['name', 'text', (row) => row.name],
    ['origin', 'text', (row) => row.origin],
    ['registered_on', 'date', (row) => row.registeredOn],
  ],
};

const TREATMENT_ROWS: RowsInsert<TreatmentRow> = {
  columns: [
    ['id', 'integer', (row) => row.id],
    ['product', 'text', (row) => row.product],
    ['active_ingredient', 'text', (row) => row.activeIngredient],
    ['dose', 'text', (row) => row.dose],
    ['method', 'text', (row) => row.method],
    ['applied_on', 'date', (row) => row.appliedOn],
    ['applied_by', 'text', (row) => row.appliedBy],
    ['batch_ids', 'jsonb', (row) => row.batchIds],
  ],
};

export function insertMotherRows(sql: Sql, rows: readonly MotherRow[], table = 'mother_plants') {
  return insertRows(sql, table, MOTHER_ROWS, rows);
}

/** Writes treatments' rows with who applied each opened (the placeholder if that key was destroyed). */
export async function insertTreatmentRows(
  sql: Sql,
  rows: readonly SealedTreatmentRow[],
  table = 'treatments',
) {
  const names = await openNames(
    sql,
    rows,
    (row) => ({ subject: treatmentSubject(row.id), sealed: row.appliedBy }),
    () => memberTexts.forgottenPerson,
  );
  await insertRows(
    sql,
    table,
    TREATMENT_ROWS,
    rows.map((row, at) => ({ ...row, appliedBy: names[at] as string })),
  );
}

/** Writes each batch's row as it now stands (insert, or replace the one there). */
export async function saveBatchRows(sql: Sql, rows: readonly BatchRow[], table = 'batches'): Promise<void> {
  if (rows.length === 0) return;
  await sql.query(
    `insert into ${table} (id, mother_id, product_id, plants_started, plants, stage, started_on, last_on, harvest_id, notes)
     select r.id, r.mother_id, r.product_id, r.plants_started, r.plants, r.stage, r.started_on, r.last_on, r.harvest_id, r.notes
       from jsonb_to_recordset($1::jsonb) as r(id integer, mother_id integer, product_id integer, plants_started integer,
            plants integer, stage text, started_on date, last_on date, harvest_id integer, notes text)
     on conflict (id) do update set
       plants = excluded.plants, stage = excluded.stage, last_on = excluded.last_on,
       harvest_id = excluded.harvest_id`,
    [
      JSON.stringify(
        rows.map((row) => ({
          id: row.id,
          mother_id: row.motherId,
          product_id: row.productId,
          plants_started: row.plantsStarted,
          plants: row.plants,
          stage: row.stage,
          started_on: row.startedOn,
          last_on: row.lastOn,
          harvest_id: row.harvestId,
          notes: row.notes,
        })),
      ),
    ],
  );
}

export const mothersProjection = defineProjection({
  name: 'mother_plants',
  streams: ['mother-plant'],
  project: (tx, events) =>
    insertMotherRows(
      tx,
      events.map((event) => evolveMother(undefined, event)),
    ),
  rebuild: {
    initial: (): MotherRow[] => [],
    evolve(rows, event) {
      rows.push(evolveMother(undefined, event));
      return rows;
    },
    tables: [
      { table: 'mother_plants', columns: 'id, product_id, name, origin, registered_on', key: 'id::text' },
    ],
    write: (sql, rows) => insertMotherRows(sql, rows, 'replay_mother_plants'),
  },
});

export const treatmentsProjection = defineProjection({
  name: 'treatments',
  streams: ['treatment'],
  project: (tx, events) =>
    insertTreatmentRows(
      tx,
      events.map((event) => evolveTreatment(undefined, event)),
    ),
  rebuild: {
    initial: (): SealedTreatmentRow[] => [],
    evolve(rows, event) {
      rows.push(evolveTreatment(undefined, event));
      return rows;
    },
    tables: [
      {
        table: 'treatments',
        columns: 'id, product, active_ingredient, dose, method, applied_on, applied_by, batch_ids',
        key: 'id::text',
      },
    ],
    write: (sql, rows) => insertTreatmentRows(sql, rows, 'replay_treatments'),
  },
});

/**
 * The batches a command loaded, per transaction: the live write folds a batch's new facts onto
 * the row its command already read, with no second read.
 */
const loadedBatches = new WeakMap<Sql, Map<number, BatchRow | undefined>>();

/** A batch's stream folded (the command's load), remembered for the live write of its facts. */
export async function loadBatch(tx: Sql, batchId: number) {
  const loaded = await loadStream(tx, batchStream(batchId), 'batch', evolveBatch);
  const batches = loadedBatches.get(tx) ?? new Map<number, BatchRow | undefined>();
  loadedBatches.set(tx, batches.set(batchId, loaded.state));
  return loaded;
}

async function batchBefore(tx: Sql, event: BatchEvent): Promise<BatchRow | undefined> {
  if (event.type === 'BatchStarted') return undefined;
  const batchId = event.payload.batchId;
  const remembered = loadedBatches.get(tx);
  if (remembered?.has(batchId)) return remembered.get(batchId);
  return (await loadBatch(tx, batchId)).state;
}

export const batchesProjection = defineProjection({
  name: 'batches',
  streams: ['batch'],
  async project(tx, events) {
    const after = new Map<number, BatchRow>();
    for (const event of events) {
      const id = event.payload.batchId;
      const row = evolveBatch(after.get(id) ?? (await batchBefore(tx, event)), event);
      if (row) after.set(id, row);
    }
    await saveBatchRows(tx, [...after.values()]);
    const remembered = loadedBatches.get(tx) ?? new Map<number, BatchRow | undefined>();
    for (const [id, row] of after) remembered.set(id, row);
    loadedBatches.set(tx, remembered);
  },
  rebuild: {
    initial: () => new Map<number, BatchRow>(),
    evolve(batches, event) {
      const next = evolveBatch(batches.get(event.payload.batchId), event);
      if (next) batches.set(next.id, next);
      return batches;
    },
    tables: [
      {
        table: 'batches',
        columns:
          'id, mother_id, product_id, plants_started, plants, stage, started_on, last_on, harvest_id, notes',
        key: 'id::text',
        like: 'including indexes',
      },
    ],
    write: (sql, batches) => saveBatchRows(sql, [...batches.values()], 'replay_batches'),
  },
});
