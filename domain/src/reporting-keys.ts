import * as z from 'zod/mini';
import { fillText } from './fill-text.ts';
import { rule } from './rule-schema.ts';

// A reporting client's key (docs/decisions/055-reporting-keys.md): a name that says which script
// holds it, and how many days it lives. The form (/admin/claves) and the gateway share these rules.

export const REPORTING_KEY_NAME_MAX = 60;
export const REPORTING_KEY_MAX_DAYS = 365;

export const reportingKeyTexts = {
  title: 'Claves para informes',
  listLabel: 'Claves creadas',
  intro:
    'Una clave deja a un programa leer los informes del club (dispensas, ventas, trazabilidad) sin usar la cuenta de una persona. Solo lee: no puede cambiar nada.',
  name: 'Nombre',
  nameHint: 'Para saber quién la usa, por ejemplo «Planilla de la tesorera».',
  days: 'Vence en (días)',
  create: 'Crear clave',
  created: 'Copiá la clave ahora: no se vuelve a mostrar.',
  copy: 'Copiar',
  copied: 'Copiada',
  revoke: 'Revocar',
  revokeConfirm: '¿Revocar la clave «{name}»? Los programas que la usan dejan de funcionar en el acto.',
  revokeLabel: 'Revocar la clave «{name}»',
  cancel: 'Cancelar',
  revoked: 'Revocada',
  expired: 'Vencida',
  active: 'Activa',
  none: 'Todavía no hay claves.',
  columns: {
    name: 'Nombre',
    prefix: 'Empieza con',
    expires: 'Vence',
    lastUse: 'Último uso',
    uses: 'Usos',
    state: 'Estado',
  },
  neverUsed: 'Nunca',
  nameRequired: 'Escribí un nombre para la clave',
  nameTooLong: fillText('El nombre puede tener hasta {max} caracteres', { max: REPORTING_KEY_NAME_MAX }),
  daysInvalid: fillText('Elegí entre 1 y {max} días', { max: REPORTING_KEY_MAX_DAYS }),
  notFound: 'No encontramos esa clave',
  invalid: 'La clave no sirve: no existe, fue revocada o venció.',
  alreadyRevoked: 'Esa clave ya estaba revocada',
  tooManyUses: 'Esta clave hizo demasiadas consultas en el último minuto. Esperá un poco y probá de nuevo.',
} as const;

export type ReportingKeyProblemCode = 'NOMBRE_INVALIDO' | 'DIAS_INVALIDOS';

const keyRule = rule<unknown, ReportingKeyProblemCode>;

export const reportingKeySchema = z.object({
  name: z.pipe(
    z.unknown().check(
      keyRule(
        'NOMBRE_INVALIDO',
        reportingKeyTexts.nameRequired,
        (name) => typeof name === 'string' && name.trim() !== '',
      ),
      keyRule(
        'NOMBRE_INVALIDO',
        reportingKeyTexts.nameTooLong,
        (name) => (name as string).trim().length <= REPORTING_KEY_NAME_MAX,
      ),
    ),
    z.transform((name) => (name as string).trim()),
  ),
  days: z
    .unknown()
    .check(
      keyRule(
        'DIAS_INVALIDOS',
        reportingKeyTexts.daysInvalid,
        (days) =>
          Number.isSafeInteger(days) && (days as number) >= 1 && (days as number) <= REPORTING_KEY_MAX_DAYS,
      ),
    ),
});

export type ReportingKeyInput = { name: string; days: number };
