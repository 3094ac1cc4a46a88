import type { Sql } from '@club/db/connection';
import { monthRange } from '@club/domain/calendar-month';
import { asClubEvent, type ClubEvent } from '../kernel/events/club-event.ts';
import { LOT_EVENT_TYPES, StockLots } from '../stock/public.ts';
import { dispensationLinesOf, revertedStreamOf } from './dispensations.ts';

// Which harvest the grams of each dispensation came from (decision 029). A product's grams mix
// harvests in one stock figure, so the registry needs a rule to say which grams left with whom:
// the stock's lots (stock/stock-lots.ts), FIFO over the product's stock computed from the events
// alone, each handover line taking its grams from the lots that go first. Grams leave at the
// handover, not when the order is placed: that is when they reach the member.

export interface Attribution {
  /** The dispensation's stream (`order-<uuid>` or `bill-<uuid>`). */
  sourceStream: string;
  memberId: number;
  /** The handover day, YYYY-MM-DD. */
  date: string;
  productId: number;
  species: string;
  grams: number;
  /** The harvest the grams came from; null: grams of no recorded harvest. */
  harvestId: number | null;
}

/** Folds events in log order into each dispensation line's sources. */
export class StockAttribution {
  private readonly lots = new StockLots();
  readonly attributions: Attribution[] = [];

  apply(event: ClubEvent): void {
    const taken = this.lots.apply(event);
    const reverted = revertedStreamOf(event);
    if (reverted !== null) {
      // A handover undone reached nobody: its lines leave the registry.
      const kept = this.attributions.filter((line) => line.sourceStream !== reverted);
      this.attributions.splice(0, this.attributions.length, ...kept);
      return;
    }
    if (taken.length === 0) return;
    dispensationLinesOf(event).forEach((line, index) => {
      for (const part of taken[index] ?? []) {
        this.attributions.push({
          sourceStream: line.sourceStream,
          memberId: line.memberId,
          date: line.date,
          productId: line.productId,
          species: line.species,
          grams: part.grams,
          harvestId: part.harvestId,
        });
      }
    });
  }
}

/** Every dispensation line's sources, from the events in log order. */
export function attributeDispensations(events: Iterable<ClubEvent>): Attribution[] {
  const fold = new StockAttribution();
  for (const event of events) fold.apply(event);
  return fold.attributions;
}

// Traceability (decision 029), both ways, from the event log: backward from a
// dispensation to the harvest, batch and mother plant its grams came from; forward from a batch
// to every member who received its grams. Which grams are whose is the FIFO rule
// above; which batch a harvest was and which mother a batch was cut from are the
// registry's own facts (`BatchHarvested`, `BatchStarted`, `MotherPlantRegistered`).

/** The facts the attribution and the links read; nothing else of the log is loaded. */
const TRACE_TYPES = [...LOT_EVENT_TYPES, 'BatchStarted', 'MotherPlantRegistered'] as const;

export interface TraceOrigin {
  harvestId: number | null;
  harvestDate: string | null;
  batchId: number | null;
  motherId: number | null;
  motherName: string | null;
  motherOrigin: string | null;
}

export interface TraceSource extends TraceOrigin {
  grams: number;
}

export interface DispensationTrace {
  sourceStream: string;
  memberId: number;
  memberName: string;
  date: string;
  productId: number;
  species: string;
  grams: number;
  sources: TraceSource[];
}

export interface BatchRecipient {
  sourceStream: string;
  memberId: number;
  memberName: string;
  date: string;
  species: string;
  grams: number;
}

export interface BatchTrace {
  batchId: number;
  harvestId: number | null;
  harvestDate: string | null;
  /** Grams its harvest put into stock (corrections included). */
  gramsReceived: number;
  /** Of those, grams handed over to members. */
  gramsDispensed: number;
  recipients: BatchRecipient[];
}

interface Links {
  attributions: Attribution[];
  batchOfHarvest: Map<number, number>;
  motherOfBatch: Map<number, number>;
  mothers: Map<number, { name: string; origin: string }>;
  receivedByHarvest: Map<number, number>;
}

/** One pass over the facts it needs, in log order. */
async function readLinks(sql: Sql): Promise<Links> {
  const { rows } = await sql.query<{ type: string; payload: unknown; stream_id: string }>(
    `select type, payload, stream_id from events where type = any($1::text[]) order by position`,
    [TRACE_TYPES],
  );
  const events: ClubEvent[] = [];
  const batchOfHarvest = new Map<number, number>();
  const motherOfBatch = new Map<number, number>();
  const mothers = new Map<number, { name: string; origin: string }>();
  const receivedByHarvest = new Map<number, number>();
  for (const row of rows) {
    const event = asClubEvent({ type: row.type, payload: row.payload });
    switch (event.type) {
      case 'BatchHarvested':
        batchOfHarvest.set(event.payload.harvestId, event.payload.batchId);
        break;
      case 'BatchStarted':
        motherOfBatch.set(event.payload.batchId, event.payload.motherId);
        break;
      case 'MotherPlantRegistered':
        mothers.set(event.payload.motherId, { name: event.payload.name, origin: event.payload.origin });
        break;
      case 'StockReceived': {
        const { harvestId, grams } = event.payload;
        if (harvestId !== undefined)
          receivedByHarvest.set(harvestId, (receivedByHarvest.get(harvestId) ?? 0) + grams);
        events.push(event);
        break;
      }
      default:
        events.push(event);
    }
  }
  return {
    attributions: attributeDispensations(events),
    batchOfHarvest,
    motherOfBatch,
    mothers,
    receivedByHarvest,
  };
}

async function harvestDates(sql: Sql): Promise<Map<number, string | null>> {
  const { rows } = await sql.query<{ id: number; harvest_date: string | null }>(
    'select id, harvest_date::text as harvest_date from harvests',
  );
  return new Map(rows.map((row) => [Number(row.id), row.harvest_date]));
}

async function memberNames(sql: Sql): Promise<Map<number, string>> {
  const { rows } = await sql.query<{ id: number; name: string }>(
    `select id, name || ' ' || last_name as name from members`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

function originOf(links: Links, dates: Map<number, string | null>, harvestId: number | null): TraceOrigin {
  const batchId = harvestId === null ? null : (links.batchOfHarvest.get(harvestId) ?? null);
  const motherId = batchId === null ? null : (links.motherOfBatch.get(batchId) ?? null);
  const mother = motherId === null ? undefined : links.mothers.get(motherId);
  return {
    harvestId,
    harvestDate: harvestId === null ? null : (dates.get(harvestId) ?? null),
    batchId,
    motherId,
    motherName: mother?.name ?? null,
    motherOrigin: mother?.origin ?? null,
  };
}

/**
 * Backward: each dispensation line of `month` (YYYY-MM), of one member if given, with the
 * harvests, batches and mothers its grams came from. Newest first.
 */
export async function dispensationTraces(
  sql: Sql,
  month: string,
  filter: { memberId?: number | null; productId?: number | null } = {},
): Promise<DispensationTrace[]> {
  const { from, to } = monthRange(month);
  const [links, dates, names] = await Promise.all([readLinks(sql), harvestDates(sql), memberNames(sql)]);
  const lines = new Map<string, DispensationTrace>();
  for (const part of links.attributions) {
    if (part.date < from || part.date >= to) continue;
    if (filter.memberId != null && part.memberId !== filter.memberId) continue;
    if (filter.productId != null && part.productId !== filter.productId) continue;
    const key = `${part.sourceStream} ${part.productId}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        sourceStream: part.sourceStream,
        memberId: part.memberId,
        memberName: names.get(part.memberId) ?? `Socio ${part.memberId}`,
        date: part.date,
        productId: part.productId,
        species: part.species,
        grams: 0,
        sources: [],
      };
      lines.set(key, line);
    }
    line.grams += part.grams;
    line.sources.push({ grams: part.grams, ...originOf(links, dates, part.harvestId) });
  }
  return [...lines.values()].sort(
    (a, b) => b.date.localeCompare(a.date) || a.memberName.localeCompare(b.memberName, 'es'),
  );
}

/** Forward: every member who received grams of the batch's harvest, oldest first; null: no such batch. */
export async function batchTrace(sql: Sql, batchId: number): Promise<BatchTrace | null> {
  const { rows } = await sql.query<{ harvest_id: number | null }>(
    'select harvest_id from batches where id = $1',
    [batchId],
  );
  if (!rows[0]) return null;
  const [links, dates, names] = await Promise.all([readLinks(sql), harvestDates(sql), memberNames(sql)]);
  const harvestIds = new Set(
    [...links.batchOfHarvest].filter(([, batch]) => batch === batchId).map(([h]) => h),
  );
  const recipients: BatchRecipient[] = [];
  const bySource = new Map<string, BatchRecipient>();
  for (const part of links.attributions) {
    if (part.harvestId === null || !harvestIds.has(part.harvestId)) continue;
    const key = `${part.sourceStream} ${part.productId}`;
    const seen = bySource.get(key);
    if (seen) {
      seen.grams += part.grams;
      continue;
    }
    const recipient = {
      sourceStream: part.sourceStream,
      memberId: part.memberId,
      memberName: names.get(part.memberId) ?? `Socio ${part.memberId}`,
      date: part.date,
      species: part.species,
      grams: part.grams,
    };
    bySource.set(key, recipient);
    recipients.push(recipient);
  }
  const harvestId = rows[0].harvest_id === null ? null : Number(rows[0].harvest_id);
  recipients.sort((a, b) => a.date.localeCompare(b.date) || a.memberName.localeCompare(b.memberName, 'es'));
  return {
    batchId,
    harvestId,
    harvestDate: harvestId === null ? null : (dates.get(harvestId) ?? null),
    gramsReceived: [...harvestIds].reduce((sum, id) => sum + (links.receivedByHarvest.get(id) ?? 0), 0),
    gramsDispensed: recipients.reduce((sum, r) => sum + r.grams, 0),
    recipients,
  };
}

/**
 * What a handover took, line by line (`order-<uuid>` or `bill-<uuid>`): its attributions in the
 * order of its lines. Empty for a stream that handed nothing over.
 */
export async function handoverAttributions(sql: Sql, sourceStream: string): Promise<Attribution[]> {
  const links = await readLinks(sql);
  return links.attributions.filter((part) => part.sourceStream === sourceStream);
}
