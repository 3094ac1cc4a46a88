import { type SettingsVersion, settingsWithDefaults, withVersion } from '@club/domain/club-settings';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import { type BatchRow, evolveBatch, evolveMother, type MotherRow } from './projection.ts';

// The state every plant registry decider decides on: the registry's facts, and those of other
// streams its rules read (products, settings, harvests), folded by one evolve.

export interface FloweringCount {
  /** Plants in flowering now, over every batch. */
  flowering: number;
  /** The club's limit in force today. */
  max: number;
}

/** The registry's facts the rules read. */
export interface PlantsState {
  /** The club's products (a mother's genetics), with their species. */
  products: ReadonlyMap<number, string>;
  mothers: ReadonlyMap<number, MotherRow>;
  batches: ReadonlyMap<number, BatchRow>;
  /** Plants in flowering now, over every batch (the load counts them; evolve keeps the sum). */
  flowering: number;
  /** The club's settings, oldest first: the flowering limit in force on a day. */
  settings: readonly SettingsVersion[];
  /** The harvest that names each batch. */
  batchHarvests: ReadonlyMap<number, number>;
}

export function initialPlantsState(): PlantsState {
  return {
    products: new Map(),
    mothers: new Map(),
    batches: new Map(),
    flowering: 0,
    settings: [],
    batchHarvests: new Map(),
  };
}

const inFlowering = (batch: BatchRow | undefined) => (batch?.stage === 'floracion' ? batch.plants : 0);

export function evolvePlants(state: PlantsState, event: ClubEvent): PlantsState {
  switch (event.type) {
    case 'ProductListed':
      return {
        ...state,
        products: new Map(state.products).set(event.payload.productId, event.payload.species),
      };
    case 'MotherPlantRegistered': {
      const mother = evolveMother(undefined, event);
      return { ...state, mothers: new Map(state.mothers).set(mother.id, mother) };
    }
    case 'BatchStarted':
    case 'BatchStageChanged':
    case 'BatchPlantsLost':
    case 'BatchHarvested':
    case 'BatchWasteDestroyed':
    case 'BatchAnalysed': {
      const before = state.batches.get(event.payload.batchId);
      const after = evolveBatch(before, event);
      if (!after) return state;
      return {
        ...state,
        batches: new Map(state.batches).set(after.id, after),
        flowering: state.flowering - inFlowering(before) + inFlowering(after),
      };
    }
    case 'ClubSettingsChanged': {
      const { effectiveFrom, settings } = event.payload;
      return {
        ...state,
        settings: withVersion(state.settings, { effectiveFrom, settings: settingsWithDefaults(settings) }),
      };
    }
    case 'HarvestRecorded':
    case 'HarvestCorrected': {
      const { batchId, harvestId } = event.payload;
      if (batchId === null) return state;
      return { ...state, batchHarvests: new Map(state.batchHarvests).set(batchId, harvestId) };
    }
    default:
      return state;
  }
}

/** A decider of the registry: its rule over the shared state. */
export function plantsDecider<C, E extends ClubEvent>(
  decide: (command: C, state: PlantsState) => Decision<E>,
): Decider<C, PlantsState, E> {
  return { decide, evolve: evolvePlants, initialState: initialPlantsState };
}
