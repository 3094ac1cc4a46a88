import type { Database, Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { idOf, treatmentSchema } from '@club/domain/plants-schema';
import { checkRules } from '@club/domain/rule-schema';
import { memberActor } from '../kernel/commands/actors.ts';
import { inOpenMonths } from '../kernel/commands/open-months.ts';
import { type CommandOutcome, executeCommand, runCommand } from '../kernel/commands/pipeline.ts';
import { type Sealed, sealFor } from '../kernel/privacy/subject-keys.ts';
import { destructionSubject, treatmentSubject } from '../kernel/privacy/subjects.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { settingsInForce } from '../kernel/settings/club-settings.ts';
import { type HarvestBatch, harvestBatchDecider } from './batch-harvest.ts';
import {
  applyTreatmentDecider,
  changeStageDecider,
  type DestroyBatchWaste,
  destroyBatchWasteDecider,
  losePlantsDecider,
  registerMotherDecider,
  startBatchDecider,
} from './decide.ts';
import { type BatchEvent, batchStream, motherPlantStream, treatmentStream } from './events.ts';
import { type BatchRow, evolveBatch, evolveMother, loadBatch, type MotherRow } from './projection.ts';
import { findBatchRows, floweringPlants, motherRows } from './queries.ts';
import { initialPlantsState, type PlantsState } from './registry-state.ts';

// The plant registry's commands on the one write path: each loads the part of the registry's
// state its rule reads (decide.ts), decides, appends with the loaded version; the registered
// projections (projection.ts) write the read models.

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

async function nextId(tx: Sql, table: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence($1, 'id')) as id`, [
    table,
  ]);
  return Number(rows[0]?.id);
}

const today = (now: Date) => clubNow(now).date;

/** The registry's state holding one batch as its stream folds it. */
async function withBatch(tx: Sql, batchId: number) {
  const loaded = await loadBatch(tx, batchId);
  const batches = new Map<number, BatchRow>(loaded.state ? [[batchId, loaded.state]] : []);
  return { ...loaded, state: { ...initialPlantsState(), batches } satisfies PlantsState };
}

function batchAfter(state: PlantsState, batchId: number, events: readonly BatchEvent[]): BatchRow {
  return events.reduce(evolveBatch, state.batches.get(batchId)) as BatchRow;
}

export async function registerMother(
  db: Database,
  adminId: number,
  input: unknown,
  now: Date,
): Promise<PlantOutcome<MotherRow>> {
  return runCommand(db, {
    actor: memberActor(adminId),
    async load(tx) {
      const { rows } = await tx.query<{ id: number; species: string }>('select id, species from products');
      const products = new Map(rows.map((row) => [Number(row.id), row.species]));
      const motherId = await nextId(tx, 'mother_plants');
      const state = { ...initialPlantsState(), products };
      return { state: { motherId, state }, stream: motherPlantStream(motherId), version: 0 };
    },
    decide: ({ motherId, state }) =>
      registerMotherDecider.decide({ input, motherId, today: today(now) }, state),
    async project(_tx, [registered]) {
      if (!registered) throw new Error('a registered mother plant appended no fact');
      return evolveMother(undefined, registered);
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
      const state = { ...initialPlantsState(), mothers };
      return { state: { batchId, state }, stream: batchStream(batchId), version: 0 };
    },
    decide: ({ batchId, state }) => startBatchDecider.decide({ input, batchId, today: today(now) }, state),
    project: async (_tx, events, { batchId, state }) => batchAfter(state, batchId, events),
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
  const day = today(now);
  return runCommand(db, {
    actor: memberActor(adminId),
    ...(intoFlowering ? { lock: lockFlowering } : {}),
    async load(tx) {
      const loaded = await withBatch(tx, batchId);
      if (!intoFlowering) return loaded;
      // Read after the lock: no other move into flowering can change it before this one commits.
      const [flowering, settings] = await Promise.all([floweringPlants(tx), settingsInForce(tx, day)]);
      return {
        ...loaded,
        state: { ...loaded.state, flowering, settings: [{ effectiveFrom: day, settings }] },
      };
    },
    decide: (state) => changeStageDecider.decide({ batchId, input, today: day }, state),
    project: async (_tx, events, state) => batchAfter(state, batchId, events),
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
    load: (tx) => withBatch(tx, batchId),
    decide: (state) => losePlantsDecider.decide({ batchId, input, today: today(now) }, state),
    project: async (_tx, events, state) => batchAfter(state, batchId, events),
  });
}

/**
 * A destruction record of a batch's waste (/admin/destruccion, kind 'batch-waste'), checked by the
 * shared destruction schema in the stock feature: `BatchWasteDestroyed` on the batch's stream,
 * refused for an unknown batch or a day in a closed month. No stock moves: the waste never entered it.
 */
export async function destroyBatchWaste(
  db: Database,
  adminId: number,
  command: Omit<DestroyBatchWaste, 'witness'>,
): Promise<PlantOutcome<BatchRow>> {
  return runCommand(
    db,
    inOpenMonths(
      {
        actor: memberActor(adminId),
        async load(tx: Sql) {
          const loaded = await withBatch(tx, command.batchId);
          const witness = await sealFor(
            tx,
            destructionSubject(command.destructionId),
            command.record.witness,
          );
          return { ...loaded, state: { plants: loaded.state, witness } };
        },
        decide: ({ plants, witness }: { plants: PlantsState; witness: Sealed }) =>
          destroyBatchWasteDecider.decide({ ...command, witness }, plants),
        project: async (_tx: Sql, events: readonly BatchEvent[], { plants }: { plants: PlantsState }) =>
          batchAfter(plants, command.batchId, events),
      },
      () => [command.record.date],
    ),
  );
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
      const batches = new Map<number, BatchRow>(
        (await findBatchRows(tx, ids)).map((batch) => [batch.id, batch]),
      );
      const treatmentId = await nextId(tx, 'treatments');
      const state = { ...initialPlantsState(), batches };
      const values = checkRules<typeof treatmentSchema, string>(treatmentSchema, input);
      const appliedBy = values.ok
        ? await sealFor(tx, treatmentSubject(treatmentId), values.value.appliedBy)
        : null;
      return { state: { treatmentId, state, appliedBy }, stream: treatmentStream(treatmentId), version: 0 };
    },
    decide: ({ treatmentId, state, appliedBy }) =>
      applyTreatmentDecider.decide({ input, treatmentId, today: today(now), appliedBy }, state),
    project: async (_tx, _events, { treatmentId }) => ({ treatmentId }),
  });
}

/**
 * A harvest saved with its batch (the harvest form's batch choice), inside the harvest's own
 * transaction: the batch's stream decides (right species, not harvested by another, from
 * flowering), and with a harvest date the batch is harvested. The harvest's own fact names the
 * batch.
 */
export async function linkHarvestToBatch(
  tx: Sql,
  actorMemberId: number,
  batchId: number,
  harvest: HarvestBatch['harvest'],
): Promise<CommandOutcome<void>> {
  return executeCommand(tx, {
    actor: memberActor(actorMemberId),
    async load(inner) {
      const loaded = await withBatch(inner, batchId);
      const { rows } = await inner.query<{ product_id: number; species: string }>(
        'select b.product_id, p.species from batches b join products p on p.id = b.product_id where b.id = $1',
        [batchId],
      );
      const other = await inner.query<{ id: number }>(
        'select id from harvests where batch_id = $1 and id <> $2 limit 1',
        [batchId, harvest.id],
      );
      const products = new Map(rows.map((row) => [Number(row.product_id), row.species]));
      const otherHarvest = other.rows[0];
      const batchHarvests = new Map(otherHarvest ? [[batchId, Number(otherHarvest.id)]] : []);
      return { ...loaded, state: { ...loaded.state, products, batchHarvests } };
    },
    decide: (state) => harvestBatchDecider.decide({ batchId, harvest }, state),
    project: async () => {},
  });
}
