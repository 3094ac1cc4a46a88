import type { Database, Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import type { DestructionRecord } from '@club/domain/destruction-schema';
import { idOf } from '@club/domain/plants-schema';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { settingsInForce } from '../kernel/settings/club-settings.ts';
import {
  decideApplyTreatment,
  decideChangeStage,
  decideDestroyBatchWaste,
  decideLosePlants,
  decideRegisterMother,
  decideStartBatch,
  type FloweringCount,
} from './decide.ts';
import { type BatchEvent, batchStream, motherPlantStream, treatmentStream } from './events.ts';
import {
  type BatchRow,
  evolveBatch,
  evolveMother,
  evolveTreatment,
  insertMotherRows,
  insertTreatmentRows,
  type MotherRow,
  saveBatchRows,
} from './projection.ts';
import { findBatchRows, motherRows } from './queries.ts';

// The plant registry's commands on the one write path (decision 017): each loads its state,
// decides purely (plant-decide.ts), appends with the loaded version and projects with the evolve
// functions replay uses.

export type PlantOutcome<V> = { ok: true; value: V } | { ok: false; error: Refusal };

/** First key of the advisory lock every move into flowering takes (second key 0). */
const FLOWERING_LOCK_NAMESPACE = 0x464c4f57; // 'FLOW'

/**
 * The flowering limit is an invariant across batch streams: two batches moved into flowering at
 * once must not both pass a count that only one of them fits. Every command that can raise the
 * plants in flowering (only a move into 'floracion': counts only go down once there) takes this
 * lock before counting, so they run one at a time; the count they read is then the true one.
 */
async function lockFlowering(tx: Sql): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, 0)', [FLOWERING_LOCK_NAMESPACE]);
}

/** Plants in flowering now and the limit in force today. */
export async function floweringCount(sql: Sql, today: string): Promise<FloweringCount> {
  const [{ rows }, settings] = await Promise.all([
    sql.query<{ n: number }>(
      `select coalesce(sum(plants), 0)::int as n from batches where stage = 'floracion'`,
    ),
    settingsInForce(sql, today),
  ]);
  return { flowering: Number(rows[0]?.n ?? 0), max: settings.maxFloweringPlants };
}

async function nextId(tx: Sql, table: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence($1, 'id')) as id`, [
    table,
  ]);
  return Number(rows[0]?.id);
}

const today = (now: Date) => clubNow(now).date;

export async function registerMother(
  db: Database,
  adminId: number,
  input: unknown,
  now: Date,
): Promise<PlantOutcome<MotherRow>> {
  return runCommand(db, {
    actor: memberActor(adminId),
    async load(tx) {
      const { rows } = await tx.query<{ id: number }>('select id from products');
      const products = new Set(rows.map((row) => Number(row.id)));
      const motherId = await nextId(tx, 'mother_plants');
      return { state: { motherId, products }, stream: motherPlantStream(motherId), version: 0 };
    },
    decide: (state) =>
      decideRegisterMother(input, {
        motherId: state.motherId,
        productExists: (id) => state.products.has(id),
        today: today(now),
      }),
    async project(tx, events) {
      const rows = events.map((event) => evolveMother(undefined, event));
      await insertMotherRows(tx, rows);
      return rows[0] as MotherRow;
    },
  });
}

export async function startBatch(
  db: Database,
  adminId: number,
  input: unknown,
  now: Date,
): Promise<PlantOutcome<BatchRow>> {
  return runCommand(db, {
    actor: memberActor(adminId),
    async load(tx) {
      const mothers = new Map((await motherRows(tx)).map((mother) => [mother.id, mother]));
      const batchId = await nextId(tx, 'batches');
      return { state: { batchId, mothers }, stream: batchStream(batchId), version: 0 };
    },
    decide: (state) =>
      decideStartBatch(input, {
        batchId: state.batchId,
        mother: (id) => state.mothers.get(id) ?? null,
        today: today(now),
      }),
    async project(tx, events) {
      const row = events.reduce<BatchRow | undefined>(evolveBatch, undefined) as BatchRow;
      await saveBatchRows(tx, [row]);
      return row;
    },
  });
}

/** Moves a batch to another stage; into flowering under the flowering lock and limit. */
export async function changeBatchStage(
  db: Database,
  adminId: number,
  batchId: number,
  input: { stage?: unknown; on?: unknown; reason?: unknown },
  now: Date,
): Promise<PlantOutcome<BatchRow>> {
  const intoFlowering = input.stage === 'floracion';
  return runCommand(db, {
    actor: memberActor(adminId),
    ...(intoFlowering ? { lock: lockFlowering } : {}),
    async load(tx) {
      const loaded = await loadStream(tx, batchStream(batchId), 'batch', evolveBatch);
      // Read after the lock: no other move into flowering can change it before this one commits.
      const count = intoFlowering ? await floweringCount(tx, today(now)) : { flowering: 0, max: 0 };
      return { ...loaded, state: { batch: loaded.state, count } };
    },
    decide: (state) => decideChangeStage(state.batch, input, { today: today(now), count: state.count }),
    project: (tx, events, state) => saveBatch(tx, state.batch, events),
  });
}

export async function recordPlantsLost(
  db: Database,
  adminId: number,
  batchId: number,
  input: unknown,
  now: Date,
): Promise<PlantOutcome<BatchRow>> {
  return runCommand(db, {
    actor: memberActor(adminId),
    load: (tx) => loadStream(tx, batchStream(batchId), 'batch', evolveBatch),
    decide: (batch) => decideLosePlants(batch, input, { today: today(now) }),
    project: (tx, events, batch) => saveBatch(tx, batch, events),
  });
}

/**
 * A destruction record of a batch's waste (/admin/destruccion, kind 'batch-waste'), checked by the
 * shared schema in stock/edit-service.ts: `BatchWasteDestroyed` on the batch's stream, refused for
 * an unknown batch or a day in a closed month. No stock moves: the waste never entered it.
 */
export async function destroyBatchWaste(
  db: Database,
  adminId: number,
  command: { destructionId: string; batchId: number; record: DestructionRecord },
): Promise<PlantOutcome<BatchRow>> {
  return runCommand(
    db,
    inOpenMonths(
      {
        actor: memberActor(adminId),
        load: (tx: Sql) => loadStream(tx, batchStream(command.batchId), 'batch', evolveBatch),
        decide: (batch: BatchRow | undefined) => decideDestroyBatchWaste(batch, command),
        project: (tx: Sql, events: readonly BatchEvent[], batch: BatchRow | undefined) =>
          saveBatch(tx, batch, events),
      },
      () => [command.record.date],
    ),
  );
}

async function saveBatch(
  tx: Sql,
  before: BatchRow | undefined,
  events: readonly BatchEvent[],
): Promise<BatchRow> {
  const row = events.reduce(evolveBatch, before) as BatchRow;
  await saveBatchRows(tx, [row]);
  return row;
}

export async function applyTreatment(
  db: Database,
  adminId: number,
  input: unknown,
  now: Date,
): Promise<PlantOutcome<{ treatmentId: number }>> {
  return runCommand(db, {
    actor: memberActor(adminId),
    async load(tx) {
      const asked = (input as { batchIds?: unknown } | null)?.batchIds;
      const ids = Array.isArray(asked) ? asked.map(idOf).filter((id) => id !== null) : [];
      const batches = new Map((await findBatchRows(tx, ids)).map((batch) => [batch.id, batch]));
      const treatmentId = await nextId(tx, 'treatments');
      return { state: { treatmentId, batches }, stream: treatmentStream(treatmentId), version: 0 };
    },
    decide: (state) =>
      decideApplyTreatment(input, {
        treatmentId: state.treatmentId,
        batch: (id) => state.batches.get(id) ?? null,
        today: today(now),
      }),
    async project(tx, events, state) {
      await insertTreatmentRows(
        tx,
        events.map((event) => evolveTreatment(undefined, event)),
      );
      return { treatmentId: state.treatmentId };
    },
  });
}
