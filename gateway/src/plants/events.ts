import type { CertificateFile, LabResultValues } from '@club/domain/lab-results';
import type { BatchStage } from '@club/domain/plants';
import type { TreatmentValues } from '@club/domain/plants-schema';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';

// The plant registry's streams, the legal record IRCCA asks for: a mother plant
// (`mother-plant-<id>`), a batch of cuttings taken from it (`batch-<id>`) through its stages to
// its harvest, and each crop treatment (`treatment-<id>`). Every fact carries the day it happened
// (`on`), which the admin records: the event's own time is when it was written down.

export const MOTHER_PLANT_REGISTERED = 'MotherPlantRegistered';
export const BATCH_STARTED = 'BatchStarted';
export const BATCH_STAGE_CHANGED = 'BatchStageChanged';
export const BATCH_PLANTS_LOST = 'BatchPlantsLost';
export const BATCH_HARVESTED = 'BatchHarvested';
export const BATCH_WASTE_DESTROYED = 'BatchWasteDestroyed';
export const BATCH_ANALYSED = 'BatchAnalysed';
export const TREATMENT_APPLIED = 'TreatmentApplied';

export interface MotherPlantRegistered {
  motherId: number;
  /** The genetics: one of the club's products (species). */
  productId: number;
  name: string;
  /** Seed, a cutting from another club… as the admin wrote it. */
  origin: string;
  /** YYYY-MM-DD */
  registeredOn: string;
}

export interface BatchStarted {
  batchId: number;
  motherId: number;
  /** The mother's product, copied so the batch's own events say what it grows. */
  productId: number;
  /** Cuttings taken. */
  plants: number;
  /** The day the cuttings were cut, YYYY-MM-DD; the batch starts in 'esquejes'. */
  startedOn: string;
  notes: string;
}

export interface BatchStageChanged {
  batchId: number;
  from: BatchStage;
  to: BatchStage;
  on: string;
  /** Why, for a discarded batch; '' otherwise unless the admin wrote one. */
  reason: string;
}

export interface BatchPlantsLost {
  batchId: number;
  /** Plants lost or discarded (never more than the batch has). */
  plants: number;
  reason: string;
  on: string;
}

/**
 * The batch's harvest was recorded (the harvest form, with a harvest date): the batch is
 * 'cosechado' from then on, and the harvest's StockReceived grams trace back to it.
 */
export interface BatchHarvested {
  batchId: number;
  harvestId: number;
  productId: number;
  /** The harvest date. */
  on: string;
}

/**
 * Grams of a batch's waste destroyed (IRCCA's waste records): the destruction record of
 * domain/src/destruction-schema.ts with kind 'batch-waste'. The waste never entered stock, so no
 * ledger moves; the list of destructions and the IRCCA report read it beside StockDestroyed.
 */
export interface BatchWasteDestroyed {
  /** uuid of the record, as StockDestroyed's. */
  destructionId: string;
  target: { kind: 'batch-waste'; batchId: number };
  batchId: number;
  /** The batch's product, copied so lists and reports name the species without the read model. */
  productId: number;
  grams: number;
  reason: string;
  method: string;
  /** The witness's name, sealed under `destructionSubject(destructionId)`. */
  witness: Sealed;
  /** Day of the destruction, YYYY-MM-DD. */
  date: string;
}

/**
 * A laboratory analysed a sample of the batch (its certificate of analysis, domain/src/lab-results.ts):
 * the carta shows these figures while the batch's grams are the ones in stock. A record about the
 * batch, not a change to it: its stage and days stay. The certificate's bytes are stored once,
 * named by their SHA-256 (lab-results/certificate.ts).
 */
export type BatchAnalysed = {
  batchId: number;
  analysisId: number;
  /** The batch's product, copied so reports name the species without the read model. */
  productId: number;
  certificate: CertificateFile;
} & LabResultValues;

/** The treatment as its form's rules give it (domain/src/plants-schema.ts), with its number. */
export type TreatmentApplied = { treatmentId: number } & Omit<TreatmentValues, 'appliedBy'> & {
    /** Who applied it, sealed under `treatmentSubject(treatmentId)`. */
    appliedBy: Sealed;
  };

export type MotherPlantEvent = { type: typeof MOTHER_PLANT_REGISTERED; payload: MotherPlantRegistered };

export type BatchEvent =
  | { type: typeof BATCH_STARTED; payload: BatchStarted }
  | { type: typeof BATCH_STAGE_CHANGED; payload: BatchStageChanged }
  | { type: typeof BATCH_PLANTS_LOST; payload: BatchPlantsLost }
  | { type: typeof BATCH_HARVESTED; payload: BatchHarvested }
  | { type: typeof BATCH_WASTE_DESTROYED; payload: BatchWasteDestroyed }
  | { type: typeof BATCH_ANALYSED; payload: BatchAnalysed };

export type TreatmentEvent = { type: typeof TREATMENT_APPLIED; payload: TreatmentApplied };

export const motherPlantStream = (motherId: number) => `mother-plant-${motherId}`;
export const batchStream = (batchId: number) => `batch-${batchId}`;
export const treatmentStream = (treatmentId: number) => `treatment-${treatmentId}`;

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    'mother-plant': MotherPlantEvent;
    batch: BatchEvent;
    treatment: TreatmentEvent;
  }
}
