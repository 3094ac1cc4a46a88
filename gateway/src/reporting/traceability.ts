import type { ClubEvent } from '../kernel/events/club-event.ts';
import { type DispensationLine, dispensationLinesOf } from './dispensations.ts';

// Which harvest the grams of each dispensation came from (issue 17, decision 029). A product's
// grams mix harvests in one stock figure, so the registry needs a rule to say which grams left
// with whom. The rule is FIFO over the product's stock, computed from the events alone:
//
// - every `StockReceived` from a harvest adds a lot of that harvest at the back of the product's
//   queue (a correction up adds to the harvest's own lot; a correction down takes from it first);
// - grams of no harvest (the seed's stock, a positive `StockAdjusted`) are a lot of unknown origin;
// - each dispensation line (`OrderDelivered`, `BillIssued`, as in the dispensations read model)
//   takes its grams from the front of the queue, oldest lot first, splitting across lots;
// - a negative `StockAdjusted` (a loss, a recount) takes from the front too, with no member;
// - grams a dispensation takes beyond every lot are of unknown origin.
//
// Grams leave at the handover, not when the order is placed: that is when they reach the member.

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

interface Lot {
  harvestId: number | null;
  grams: number;
}

/** Takes `grams` from the front of `lots`, splitting across lots; what no lot covers is of unknown origin. */
function take(lots: Lot[], grams: number): Array<{ harvestId: number | null; grams: number }> {
  const taken: Array<{ harvestId: number | null; grams: number }> = [];
  let left = grams;
  while (left > 0 && lots.length > 0) {
    const lot = lots[0] as Lot;
    const part = Math.min(lot.grams, left);
    if (part > 0) taken.push({ harvestId: lot.harvestId, grams: part });
    lot.grams -= part;
    left -= part;
    if (lot.grams <= 0) lots.shift();
  }
  if (left > 0) taken.push({ harvestId: null, grams: left });
  return taken;
}

/** Folds events in log order into each dispensation line's sources. */
export class StockAttribution {
  private readonly lots = new Map<number, Lot[]>();
  readonly attributions: Attribution[] = [];

  private queue(productId: number): Lot[] {
    let lots = this.lots.get(productId);
    if (!lots) {
      lots = [];
      this.lots.set(productId, lots);
    }
    return lots;
  }

  apply(event: ClubEvent, sourceStream?: string): void {
    switch (event.type) {
      case 'StockReceived': {
        const { productId, grams, harvestId } = event.payload;
        this.receive(productId, grams, harvestId ?? null);
        return;
      }
      case 'StockAdjusted': {
        const { productId, grams } = event.payload;
        this.receive(productId, grams, null);
        return;
      }
      case 'OrderDelivered':
      case 'BillIssued':
        for (const line of dispensationLinesOf(event)) this.dispense(line, sourceStream ?? line.sourceStream);
        return;
      default:
        return;
    }
  }

  private receive(productId: number, grams: number, harvestId: number | null): void {
    const lots = this.queue(productId);
    if (grams > 0) {
      const own = harvestId === null ? undefined : lots.find((lot) => lot.harvestId === harvestId);
      if (own) own.grams += grams;
      else lots.push({ harvestId, grams });
      return;
    }
    let left = -grams;
    const own = harvestId === null ? undefined : lots.find((lot) => lot.harvestId === harvestId);
    if (own) {
      const part = Math.min(own.grams, left);
      own.grams -= part;
      left -= part;
      if (own.grams <= 0) lots.splice(lots.indexOf(own), 1);
    }
    if (left > 0) take(lots, left);
  }

  private dispense(line: DispensationLine, sourceStream: string): void {
    for (const part of take(this.queue(line.productId), line.grams)) {
      this.attributions.push({
        sourceStream,
        memberId: line.memberId,
        date: line.date,
        productId: line.productId,
        species: line.species,
        grams: part.grams,
        harvestId: part.harvestId,
      });
    }
  }
}

/** Every dispensation line's sources, from the events in log order. */
export function attributeDispensations(events: Iterable<ClubEvent>): Attribution[] {
  const fold = new StockAttribution();
  for (const event of events) fold.apply(event);
  return fold.attributions;
}
