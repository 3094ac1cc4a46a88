import * as z from 'zod/mini';
import { isIsoDate } from './club-clock.ts';
import { type BatchStage, isBatchStage, plantTexts } from './plants.ts';
import { isBlank, rule } from './rule-schema.ts';

// The forms of the plant registry (issue 17), for the screens and the gateway alike: a mother
// plant, a batch of cuttings, a batch's stage change, plants lost, a crop treatment. Fields arrive
// as the inputs' text or as GraphQL's numbers; blanks are '', null or absent. What needs the data
// (the batch's stage, the flowering limit, today's date) is the gateway's decision
// (gateway/src/plants/decide.ts).

export type PlantProblemCode =
  | 'ESPECIE_REQUERIDA'
  | 'NOMBRE_MADRE_INVALIDO'
  | 'ORIGEN_INVALIDO'
  | 'FECHA_REQUERIDA'
  | 'FECHA_INVALIDA'
  | 'MADRE_REQUERIDA'
  | 'PLANTAS_INVALIDAS'
  | 'NOTAS_LARGAS'
  | 'ETAPA_INVALIDA'
  | 'MOTIVO_INVALIDO'
  | 'PRODUCTO_REQUERIDO'
  | 'PRINCIPIO_ACTIVO_REQUERIDO'
  | 'DOSIS_REQUERIDA'
  | 'METODO_REQUERIDO'
  | 'APLICADOR_REQUERIDO'
  | 'LOTES_REQUERIDOS';

type Code = PlantProblemCode;

/** A positive whole id from a number or digits; null otherwise. */
export function idOf(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,9}$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A text someone must write, 1 to `max` characters once trimmed. */
const requiredText = (code: Code, message: string, max: number) =>
  z.unknown().check(
    rule<unknown, Code>(code, message, (value) => {
      const text = trimmed(value);
      return typeof value === 'string' && text.length >= 1 && text.length <= max;
    }),
  );

const optionalText = (code: Code, message: string, max: number) =>
  z.optional(
    z
      .unknown()
      .check(
        rule<unknown, Code>(
          code,
          message,
          (value) => isBlank(value) || (typeof value === 'string' && value.trim().length <= max),
        ),
      ),
  );

const requiredId = (code: Code, message: string) =>
  z.unknown().check(rule<unknown, Code>(code, message, (value) => idOf(value) !== null));

// Not optional: an absent date fails its first rule rather than being skipped.
const requiredDate = z.unknown().check(
  rule<unknown, Code>('FECHA_REQUERIDA', plantTexts.dateRequired, (value) => !isBlank(value)),
  rule<unknown, Code>('FECHA_INVALIDA', plantTexts.dateInvalid, (value) => isIsoDate(trimmed(value))),
);

const plantCount = z.unknown().check(
  rule<unknown, Code>('PLANTAS_INVALIDAS', plantTexts.plantsInvalid, (value) => {
    const count = idOf(value);
    return count !== null && count <= 999;
  }),
);

export interface MotherPlantValues {
  productId: number;
  name: string;
  origin: string;
  registeredOn: string;
}

export const motherPlantSchema = z.pipe(
  z.looseObject({
    productId: requiredId('ESPECIE_REQUERIDA', plantTexts.speciesRequired),
    name: requiredText('NOMBRE_MADRE_INVALIDO', plantTexts.motherNameInvalid, 60),
    origin: requiredText('ORIGEN_INVALIDO', plantTexts.originInvalid, 200),
    registeredOn: requiredDate,
  }),
  z.transform(
    (draft): MotherPlantValues => ({
      productId: idOf(draft.productId) as number,
      name: trimmed(draft.name),
      origin: trimmed(draft.origin),
      registeredOn: trimmed(draft.registeredOn),
    }),
  ),
);

export interface BatchValues {
  motherId: number;
  plants: number;
  startedOn: string;
  notes: string;
}

export const batchSchema = z.pipe(
  z.looseObject({
    motherId: requiredId('MADRE_REQUERIDA', plantTexts.motherRequired),
    plants: plantCount,
    startedOn: requiredDate,
    notes: optionalText('NOTAS_LARGAS', plantTexts.notesTooLong, 500),
  }),
  z.transform(
    (draft): BatchValues => ({
      motherId: idOf(draft.motherId) as number,
      plants: idOf(draft.plants) as number,
      startedOn: trimmed(draft.startedOn),
      notes: trimmed(draft.notes),
    }),
  ),
);

export interface StageChangeValues {
  stage: BatchStage;
  on: string;
  /** Required when discarding the batch; kept when given for another stage. */
  reason: string;
}

const reasonOk = (value: unknown) => typeof value === 'string' && value.trim().length <= 200;

export const stageChangeSchema = z.pipe(
  z
    .looseObject({
      stage: z
        .unknown()
        .check(
          rule<unknown, Code>('ETAPA_INVALIDA', plantTexts.stageInvalid, (value) => isBatchStage(value)),
        ),
      on: requiredDate,
      reason: z.optional(
        z
          .unknown()
          .check(
            rule<unknown, Code>(
              'MOTIVO_INVALIDO',
              plantTexts.reasonRequired,
              (v) => isBlank(v) || reasonOk(v),
            ),
          ),
      ),
    })
    .check(
      // Discarding a whole batch is a legal record: say why.
      z.superRefine((draft, context) => {
        if (draft.stage === 'descartado' && trimmed(draft.reason) === '') {
          context.addIssue({
            code: 'custom',
            path: ['reason'],
            input: draft.reason,
            params: { code: 'MOTIVO_INVALIDO' satisfies Code },
            message: plantTexts.reasonRequired,
          });
        }
      }),
    ),
  z.transform(
    (draft): StageChangeValues => ({
      stage: draft.stage as BatchStage,
      on: trimmed(draft.on),
      reason: trimmed(draft.reason),
    }),
  ),
);

export interface PlantsLostValues {
  plants: number;
  reason: string;
  on: string;
}

export const plantsLostSchema = z.pipe(
  z.looseObject({
    plants: plantCount,
    reason: requiredText('MOTIVO_INVALIDO', plantTexts.reasonRequired, 200),
    on: requiredDate,
  }),
  z.transform(
    (draft): PlantsLostValues => ({
      plants: idOf(draft.plants) as number,
      reason: trimmed(draft.reason),
      on: trimmed(draft.on),
    }),
  ),
);

export interface TreatmentValues {
  product: string;
  activeIngredient: string;
  dose: string;
  method: string;
  appliedOn: string;
  appliedBy: string;
  /** Without repeats, in ascending order. */
  batchIds: number[];
}

export const treatmentSchema = z.pipe(
  z.looseObject({
    product: requiredText('PRODUCTO_REQUERIDO', plantTexts.productRequired, 120),
    activeIngredient: requiredText('PRINCIPIO_ACTIVO_REQUERIDO', plantTexts.activeIngredientRequired, 120),
    dose: requiredText('DOSIS_REQUERIDA', plantTexts.doseRequired, 60),
    method: requiredText('METODO_REQUERIDO', plantTexts.methodRequired, 120),
    appliedOn: requiredDate,
    appliedBy: requiredText('APLICADOR_REQUERIDO', plantTexts.appliedByRequired, 120),
    batchIds: z
      .unknown()
      .check(
        rule<unknown, Code>(
          'LOTES_REQUERIDOS',
          plantTexts.batchesRequired,
          (value) =>
            Array.isArray(value) &&
            value.length >= 1 &&
            value.length <= 50 &&
            value.every((id) => idOf(id) !== null),
        ),
      ),
  }),
  z.transform(
    (draft): TreatmentValues => ({
      product: trimmed(draft.product),
      activeIngredient: trimmed(draft.activeIngredient),
      dose: trimmed(draft.dose),
      method: trimmed(draft.method),
      appliedOn: trimmed(draft.appliedOn),
      appliedBy: trimmed(draft.appliedBy),
      batchIds: [...new Set((draft.batchIds as unknown[]).map((id) => idOf(id) as number))].sort(
        (a, b) => a - b,
      ),
    }),
  ),
);
