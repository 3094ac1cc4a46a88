import type { Sql } from '@club/db/connection';
import type { BatchStage } from '@club/domain/plants';
import { asClubEvent, unhandledEvent } from '../kernel/events/club-event.ts';
import { settingsInForce } from '../kernel/settings/club-settings.ts';
import type { BatchEvent } from './events.ts';
import { batchStream } from './events.ts';
import type { BatchRow, MotherRow, TreatmentRow } from './projection.ts';
import type { FloweringCount } from './registry-state.ts';

// What the plant screens and the traceability read: the registry's read models, with the
// species and the mother's name they are always shown with. Dates as text: pg would turn a
// `date` into a JS Date at local midnight.

export interface Mother extends MotherRow {
  species: string;
  /** Batches cut from it. */
  batches: number;
}

export interface Batch extends BatchRow {
  species: string;
  motherName: string;
}

export interface Treatment extends TreatmentRow {}

export interface BatchHistoryEntry {
  type: BatchEvent['type'];
  /** The day it happened (YYYY-MM-DD). */
  on: string;
  stage: BatchStage | null;
  plants: number | null;
  reason: string;
  harvestId: number | null;
  /** When it was recorded (ISO 8601) and by whom (their name, or the actor as logged). */
  recordedAt: string;
  actor: string;
}

type MotherDbRow = {
  id: number;
  product_id: number;
  name: string;
  origin: string;
  registered_on: string;
  species?: string;
  batches?: number;
};

const toMother = (row: MotherDbRow): MotherRow => ({
  id: Number(row.id),
  productId: Number(row.product_id),
  name: row.name,
  origin: row.origin,
  registeredOn: row.registered_on,
});

/** The read model's rows, as evolveMother writes them. */
export async function motherRows(sql: Sql): Promise<MotherRow[]> {
  const { rows } = await sql.query<MotherDbRow>(
    `select id, product_id, name, origin, registered_on::text as registered_on from mother_plants order by id`,
  );
  return rows.map(toMother);
}

export async function listMothers(sql: Sql): Promise<Mother[]> {
  const { rows } = await sql.query<MotherDbRow>(
    `select m.id, m.product_id, m.name, m.origin, m.registered_on::text as registered_on, p.species,
            (select count(*)::int from batches b where b.mother_id = m.id) as batches
       from mother_plants m join products p on p.id = m.product_id
      order by m.name, m.id`,
  );
  return rows.map((row) => ({
    ...toMother(row),
    species: row.species ?? '',
    batches: Number(row.batches ?? 0),
  }));
}

export async function findMother(sql: Sql, id: number): Promise<Mother | null> {
  return (await listMothers(sql)).find((mother) => mother.id === id) ?? null;
}

type BatchDbRow = {
  id: number;
  mother_id: number;
  product_id: number;
  plants_started: number;
  plants: number;
  stage: BatchStage;
  started_on: string;
  last_on: string;
  harvest_id: number | null;
  notes: string;
  species: string;
  mother_name: string;
};

const SELECT_BATCHES = `
  select b.id, b.mother_id, b.product_id, b.plants_started, b.plants, b.stage,
         b.started_on::text as started_on, b.last_on::text as last_on, b.harvest_id, b.notes,
         p.species, m.name as mother_name
    from batches b
    join mother_plants m on m.id = b.mother_id
    join products p on p.id = b.product_id`;

const toBatch = (row: BatchDbRow): Batch => ({
  id: Number(row.id),
  motherId: Number(row.mother_id),
  productId: Number(row.product_id),
  plantsStarted: Number(row.plants_started),
  plants: Number(row.plants),
  stage: row.stage,
  startedOn: row.started_on,
  lastOn: row.last_on,
  harvestId: row.harvest_id === null ? null : Number(row.harvest_id),
  notes: row.notes,
  species: row.species,
  motherName: row.mother_name,
});

/** Batches, open ones first (in stage order), then the newest. */
export async function listBatches(sql: Sql, filter: { motherId?: number | null } = {}): Promise<Batch[]> {
  const { rows } = await sql.query<BatchDbRow>(
    `${SELECT_BATCHES}
      where ($1::int is null or b.mother_id = $1)
      order by b.stage in ('cosechado', 'descartado'), b.started_on desc, b.id desc`,
    [filter.motherId ?? null],
  );
  return rows.map(toBatch);
}

export async function findBatch(sql: Sql, id: number): Promise<Batch | null> {
  const { rows } = await sql.query<BatchDbRow>(`${SELECT_BATCHES} where b.id = $1`, [id]);
  return rows[0] ? toBatch(rows[0]) : null;
}

export async function findBatchRows(sql: Sql, ids: readonly number[]): Promise<Batch[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<BatchDbRow>(`${SELECT_BATCHES} where b.id = any($1::int[])`, [ids]);
  return rows.map(toBatch);
}

/** A batch's record as its stream holds it, oldest first, with who wrote each fact down. */
export async function batchHistory(sql: Sql, batchId: number): Promise<BatchHistoryEntry[]> {
  const { rows } = await sql.query<{
    type: string;
    payload: unknown;
    occurred_at: Date;
    actor_name: string | null;
    actor: string;
  }>(
    `select e.type, e.payload, e.occurred_at, e.actor, m.name || ' ' || m.last_name as actor_name
       from events e left join members m on e.actor = 'member-' || m.id
      where e.stream_id = $1 order by e.version`,
    [batchStream(batchId)],
  );
  return rows.map((raw) => {
    const event = asClubEvent(raw) as typeof raw & BatchEvent;
    const base = {
      type: event.type,
      recordedAt: new Date(raw.occurred_at).toISOString(),
      actor: raw.actor_name ?? raw.actor,
      stage: null,
      plants: null,
      reason: '',
      harvestId: null,
    };
    switch (event.type) {
      case 'BatchStarted':
        return { ...base, on: event.payload.startedOn, stage: 'esquejes', plants: event.payload.plants };
      case 'BatchStageChanged':
        return { ...base, on: event.payload.on, stage: event.payload.to, reason: event.payload.reason };
      case 'BatchPlantsLost':
        return { ...base, on: event.payload.on, plants: event.payload.plants, reason: event.payload.reason };
      case 'BatchHarvested':
        return { ...base, on: event.payload.on, stage: 'cosechado', harvestId: event.payload.harvestId };
      case 'BatchWasteDestroyed':
        return { ...base, on: event.payload.date, reason: event.payload.reason };
      case 'BatchAnalysed':
        return { ...base, on: event.payload.analysedOn, reason: event.payload.laboratory };
      default:
        return unhandledEvent(event);
    }
  });
}

type TreatmentDbRow = {
  id: number;
  product: string;
  active_ingredient: string;
  dose: string;
  method: string;
  applied_on: string;
  applied_by: string;
  batch_ids: number[];
};

/** Treatments, newest first; of one batch when `batchId` is given. */
export async function listTreatments(sql: Sql, batchId: number | null = null): Promise<Treatment[]> {
  const { rows } = await sql.query<TreatmentDbRow>(
    `select id, product, active_ingredient, dose, method, applied_on::text as applied_on, applied_by, batch_ids
       from treatments
      where $1::int is null or batch_ids @> jsonb_build_array($1::int)
      order by applied_on desc, id desc`,
    [batchId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    product: row.product,
    activeIngredient: row.active_ingredient,
    dose: row.dose,
    method: row.method,
    appliedOn: row.applied_on,
    appliedBy: row.applied_by,
    batchIds: row.batch_ids.map(Number),
  }));
}

/** Plants in flowering now, over every batch. */
export async function floweringPlants(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select coalesce(sum(plants), 0)::int as n from batches where stage = 'floracion'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Plants in flowering now and the limit in force today. */
export async function floweringCount(sql: Sql, today: string): Promise<FloweringCount> {
  const [flowering, settings] = await Promise.all([floweringPlants(sql), settingsInForce(sql, today)]);
  return { flowering, max: settings.maxFloweringPlants };
}
