import * as z from 'zod/mini';
import { isClockTime, isIsoDate } from './club-clock.ts';
import { fillText } from './fill-text.ts';
import {
  hoursBetween,
  type ManicureProblem,
  type ManicureValues,
  WORK_NAME_MAX_LENGTH,
  workTypeOf,
} from './manicure.ts';
import { crossRule, inOrder, rule } from './rule-schema.ts';
import { texts } from './texts.ts';

// The manicure modal's rules (spec §2 "Manicure modal", §5), for the modal and the gateway alike:
// anything missing is 'Faltan datos'; then one name only, the type, the hours' format, the date,
// an end after the start, the name's length.

type Code = ManicureProblem['code'];
type Draft = Record<string, unknown>;

const filled = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

const text = (value: unknown) => String(value).trim();
// Not optional: an absent field must fail its rule, not be skipped.
const required = z.unknown().check(rule<unknown, Code>('FALTAN_DATOS', texts.manicure.missing, filled));

/** Spec §5: (socio_name or nosocio_name) and harvest_type, start_hour, end_hour and date. */
const presence = z
  .looseObject({ harvest_type: required, start_hour: required, end_hour: required, date: required })
  .check(
    crossRule<Draft, Code>(
      'socio_name',
      'FALTAN_DATOS',
      texts.manicure.missing,
      (draft) => filled(draft.socio_name) || filled(draft.nosocio_name),
    ),
  );

const oneName = z
  .looseObject({})
  .check(
    crossRule<Draft, Code>(
      'nosocio_name',
      'NOMBRES_DUPLICADOS',
      texts.manicure.bothNames,
      (draft) => !(filled(draft.socio_name) && filled(draft.nosocio_name)),
    ),
  );

const clockTime = z
  .unknown()
  .check(
    rule<unknown, Code>('HORA_INVALIDA', texts.manicure.invalidHour, (value) => isClockTime(text(value))),
  );

const formats = z
  .looseObject({
    harvest_type: z
      .unknown()
      .check(
        rule<unknown, Code>(
          'TIPO_INVALIDO',
          texts.manicure.invalidType,
          (value) => workTypeOf(value) !== null,
        ),
      ),
    start_hour: clockTime,
    end_hour: clockTime,
    date: z
      .unknown()
      .check(
        rule<unknown, Code>('FECHA_INVALIDA', texts.manicure.invalidDate, (value) => isIsoDate(text(value))),
      ),
  })
  .check(
    crossRule<Draft, Code>(
      'end_hour',
      'FIN_ANTES_DE_INICIO',
      texts.manicure.endBeforeStart,
      (draft) => hoursBetween(text(draft.start_hour), text(draft.end_hour)) !== null,
    ),
  );

const nameLength = z
  .looseObject({})
  .check(
    crossRule<Draft, Code>(
      'socio_name',
      'NOMBRE_LARGO',
      fillText(texts.manicure.nameTooLong, { max: WORK_NAME_MAX_LENGTH }),
      (draft) =>
        text(filled(draft.socio_name) ? draft.socio_name : draft.nosocio_name).length <= WORK_NAME_MAX_LENGTH,
    ),
  );

/** Every rule of a manicure entry, in order; its value is the entry with its hours. */
export const manicureSchema = z.pipe(
  inOrder(presence, oneName, formats, nameLength),
  z.transform((draft): ManicureValues => {
    const startHour = text(draft.start_hour);
    const endHour = text(draft.end_hour);
    return {
      type: workTypeOf(draft.harvest_type) as ManicureValues['type'],
      socio: filled(draft.socio_name) ? text(draft.socio_name) : null,
      nosocioName: filled(draft.nosocio_name) ? text(draft.nosocio_name) : null,
      startHour,
      endHour,
      date: text(draft.date),
      hours: hoursBetween(startHour, endHour) as number,
    };
  }),
);

/** Spec §5's 'Faltan datos': true while something the modal requires is missing. */
export function manicureMissing(draft: Draft): boolean {
  return !z.safeParse(presence, draft).success;
}

/** The manicure modal as typed: a member from the dropdown or, with 'Socio' unchecked, a name. */
export type ManicureForm = {
  harvestType: string;
  isSocio: boolean;
  socioId: string;
  nosocioName: string;
  startHour: string;
  endHour: string;
  date: string;
};

/** The spec's manicure entry (spec §3) of what the modal holds. */
export function manicureDraftOf(form: ManicureForm): Draft {
  return {
    harvest_type: form.harvestType,
    socio_name: form.isSocio ? form.socioId : '',
    nosocio_name: form.isSocio ? '' : form.nosocioName,
    start_hour: form.startHour,
    end_hour: form.endHour,
    date: form.date,
  };
}

/** The same rules on what the modal holds. */
export const manicureFormSchema = z.pipe(
  z.object({
    harvestType: z.string(),
    isSocio: z.boolean(),
    socioId: z.string(),
    nosocioName: z.string(),
    startHour: z.string(),
    endHour: z.string(),
    date: z.string(),
  }),
  z.pipe(z.transform(manicureDraftOf), manicureSchema),
);
