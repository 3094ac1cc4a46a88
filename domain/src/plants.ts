// Plants and batches (issue 17): IRCCA asks a club to trace each plant from its mother to the
// grams harvested, and never to hold more plants in flowering than its limit (99 by law, a club
// setting). The rules that do not need zod live here, so a screen that only shows a batch does
// not load the schemas (plants-schema.ts).
import { fillText } from './fill-text.ts';

/** A batch's stages, in the order a crop goes through them. */
export const BATCH_STAGES = ['esquejes', 'vegetativo', 'floracion', 'cosechado', 'descartado'] as const;

export type BatchStage = (typeof BATCH_STAGES)[number];

export const STAGE_LABELS: Readonly<Record<BatchStage, string>> = {
  esquejes: 'Esquejes',
  vegetativo: 'Vegetativo',
  floracion: 'Floración',
  cosechado: 'Cosechado',
  descartado: 'Descartado',
};

export function isBatchStage(value: unknown): value is BatchStage {
  return typeof value === 'string' && (BATCH_STAGES as readonly string[]).includes(value);
}

/** A batch that ended: harvested or discarded. Nothing moves it any more. */
export function isClosedStage(stage: BatchStage): boolean {
  return stage === 'cosechado' || stage === 'descartado';
}

/**
 * Where a batch may go from `from`: forward only (a crop never goes back to vegetative), skipping
 * a stage if the admin recorded late, and harvested only from flowering; any open batch may be
 * discarded; a closed one goes nowhere.
 */
export function nextStages(from: BatchStage): BatchStage[] {
  switch (from) {
    case 'esquejes':
      return ['vegetativo', 'floracion', 'descartado'];
    case 'vegetativo':
      return ['floracion', 'descartado'];
    case 'floracion':
      return ['cosechado', 'descartado'];
    case 'cosechado':
    case 'descartado':
      return [];
  }
}

export function canMoveTo(from: BatchStage, to: BatchStage): boolean {
  return nextStages(from).includes(to);
}

/** How a batch is named on every screen and report. */
export function batchLabel(batchId: number): string {
  return `Lote ${batchId}`;
}

/** A stage inside a sentence ('está en floración'). */
export const stageName = (stage: BatchStage) => STAGE_LABELS[stage].toLowerCase();

/** A batch as a harvest that names it sees it. */
export interface BatchForHarvest {
  id: number;
  productId: number;
  /** Its genetics' name, for the message when the harvest is of another one. */
  species: string;
  stage: BatchStage;
  /** The harvest that took its grams (its `BatchHarvested`), if any. */
  harvestId: number | null;
}

/** The harvest that would name the batch, as it stands. */
export interface HarvestOfBatch {
  /** Null for a harvest not saved yet. */
  id: number | null;
  /** Null while the form has no species: choosing the batch gives it its own. */
  productId: number | null;
  harvestDate: string | null;
  /** The batch it already names: a harvest never moves to another one. */
  batchId: number | null;
}

export type BatchHarvestCode =
  | 'COSECHA_DE_OTRO_LOTE'
  | 'LOTE_DE_OTRA_ESPECIE'
  | 'LOTE_YA_COSECHADO'
  | 'LOTE_CERRADO'
  | 'LOTE_SIN_FLORACION';

/**
 * Why a harvest cannot name a batch, or null when it can: the gateway's refusal and the harvest
 * form's list of batches alike. `namedBy` is another harvest that already names the batch, if
 * any. A harvest without its harvest date may name a batch still growing; with one, the batch has
 * to be flowering (or already harvested by this very harvest).
 */
export function batchHarvestProblem(
  batch: BatchForHarvest,
  harvest: HarvestOfBatch,
  namedBy: number | null,
): { code: BatchHarvestCode; message: string } | null {
  if (harvest.batchId !== null && harvest.batchId !== batch.id) {
    return {
      code: 'COSECHA_DE_OTRO_LOTE',
      message: fillText(plantTexts.harvestOfOtherBatch, { batch: batchLabel(harvest.batchId) }),
    };
  }
  if (harvest.productId !== null && batch.productId !== harvest.productId) {
    return {
      code: 'LOTE_DE_OTRA_ESPECIE',
      message: fillText(plantTexts.batchOtherSpecies, { batchSpecies: batch.species }),
    };
  }
  const harvestedBy = batch.harvestId ?? namedBy;
  if (harvestedBy !== null && harvestedBy !== harvest.id) {
    return {
      code: 'LOTE_YA_COSECHADO',
      message: fillText(plantTexts.batchAlreadyHarvested, { batch: batchLabel(batch.id) }),
    };
  }
  if (batch.harvestId !== null) return null;
  if (batch.stage === 'descartado') {
    return {
      code: 'LOTE_CERRADO',
      message: fillText(plantTexts.batchClosed, { stage: stageName(batch.stage) }),
    };
  }
  if (harvest.harvestDate === null || batch.stage === 'floracion' || batch.stage === 'cosechado') return null;
  return {
    code: 'LOTE_SIN_FLORACION',
    message: fillText(plantTexts.batchNotFlowering, {
      batch: batchLabel(batch.id),
      stage: stageName(batch.stage),
    }),
  };
}

export const plantTexts = {
  plantsTitle: 'Plantas y lotes',
  treatmentsTitle: 'Tratamientos',
  traceTitle: 'Trazabilidad',
  mothers: 'Plantas madre',
  batches: 'Lotes',
  motherName: 'Nombre de la madre',
  motherNameInvalid: 'Poné un nombre para la planta madre (hasta 60 caracteres)',
  origin: 'Origen',
  originInvalid: 'Contá el origen de la madre (semilla, esqueje de otro club…), hasta 200 caracteres',
  species: 'Genética (especie)',
  speciesRequired: 'Elegí la genética de la madre',
  registeredOn: 'Fecha de registro',
  mother: 'Planta madre',
  motherRequired: 'Elegí la planta madre del lote',
  plants: 'Cantidad de esquejes',
  plantsInvalid: 'La cantidad de plantas es un número entero entre 1 y 999',
  startedOn: 'Fecha de corte',
  notes: 'Notas',
  notesTooLong: 'Las notas tienen hasta 500 caracteres',
  date: 'Fecha',
  dateRequired: 'Indicá la fecha',
  dateInvalid: 'La fecha no es válida',
  dateInFuture: 'La fecha no puede ser posterior a hoy ({today})',
  dateBeforeLast: 'La fecha no puede ser anterior al último registro del lote ({date})',
  stage: 'Nueva etapa',
  stageInvalid: 'Elegí una etapa',
  stageNotAllowed: 'Un lote en {from} no puede pasar a {to}',
  reason: 'Motivo',
  reasonRequired: 'Contá el motivo (hasta 200 caracteres)',
  lostPlants: 'Plantas perdidas o descartadas',
  tooManyLost: 'El lote tiene {N} plantas: no se pueden perder más que esas',
  floweringLimit:
    'Superarías el máximo de {max} plantas en floración (hay {current} y el lote suma {plants}).',
  batchClosed: 'El lote ya está {stage}: no admite más cambios',
  batchNotFound: 'No encontramos ese lote',
  motherNotFound: 'No encontramos esa planta madre',
  batchOtherSpecies: 'El lote es de {batchSpecies}: la cosecha tiene que ser de esa especie',
  batchAlreadyHarvested: 'El {batch} ya tiene su cosecha',
  harvestOfOtherBatch: 'Esta cosecha ya es del {batch}: no se puede pasar a otro lote',
  batchNotFlowering: 'El {batch} está en {stage}: se cosecha desde floración',
  chooseBatch: 'Elegí el lote',
  batchChoiceRequired: 'Elegí el lote del que salió la cosecha, o «Sin lote» si no salió de ninguno',
  product: 'Producto',
  productRequired: 'Escribí el producto aplicado (hasta 120 caracteres)',
  activeIngredient: 'Principio activo',
  activeIngredientRequired: 'Escribí el principio activo (hasta 120 caracteres)',
  dose: 'Dosis',
  doseRequired: 'Escribí la dosis, por ejemplo 2 ml/L (hasta 60 caracteres)',
  method: 'Método o equipo',
  methodRequired: 'Escribí el método o el equipo (hasta 120 caracteres)',
  appliedOn: 'Fecha de aplicación',
  appliedBy: 'Aplicado por',
  appliedByRequired: 'Escribí quién lo aplicó (hasta 120 caracteres)',
  treatedBatches: 'Lotes tratados',
  batchesRequired: 'Elegí al menos un lote',
  treatmentOfClosedBatch: 'El {batch} ya está {stage}: no se le registran tratamientos',
} as const;
