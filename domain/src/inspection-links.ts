import * as z from 'zod/mini';
import { fillText } from './fill-text.ts';
import { crossRule, rule } from './rule-schema.ts';

// An inspector's link (docs/decisions/057-inspection-links.md): read-only views of the club's
// legal records for the regulator (IRCCA), for a few hours or days. The form (/admin/claves) and
// the gateway share these rules.

export const INSPECTION_LINK_NAME_MAX = 60;
/** The longest a link lives: an inspection takes days, not months. */
export const INSPECTION_LINK_MAX_HOURS = 30 * 24;
export const INSPECTION_LINK_UNITS = ['hours', 'days'] as const;
export type InspectionLinkUnit = (typeof INSPECTION_LINK_UNITS)[number];

/** The hours a lifetime of `amount` `unit` makes. */
export function inspectionLinkHours(amount: number, unit: InspectionLinkUnit): number {
  return unit === 'days' ? amount * 24 : amount;
}

/** The page the link opens; the link's own key goes in the fragment, which no server ever sees. */
export { INSPECTION_PATH } from './inspection-path.ts';

export const inspectionLinkTexts = {
  title: 'Enlaces para inspección',
  listLabel: 'Enlaces creados',
  intro:
    'Un enlace deja a un inspector del IRCCA ver los registros legales del club (plantas y lotes, tratamientos, destrucciones, cierres mensuales y trazabilidad) sin cuenta y sin poder cambiar nada. Cada vista queda registrada.',
  name: 'Para quién',
  nameHint: 'Por ejemplo «IRCCA, inspección de noviembre».',
  amount: 'Vence en',
  unit: 'Unidad',
  units: { hours: 'horas', days: 'días' } satisfies Record<InspectionLinkUnit, string>,
  create: 'Crear enlace',
  created: 'Copiá el enlace ahora y mandáselo al inspector: no se vuelve a mostrar.',
  copy: 'Copiar enlace',
  copied: 'Copiado',
  revoke: 'Revocar',
  revokeConfirm: '¿Revocar el enlace «{name}»? Deja de funcionar en el acto.',
  revokeLabel: 'Revocar el enlace «{name}»',
  cancel: 'Cancelar',
  revoked: 'Revocado',
  expired: 'Vencido',
  active: 'Activo',
  none: 'Todavía no hay enlaces.',
  columns: {
    name: 'Para quién',
    prefix: 'Empieza con',
    expires: 'Vence',
    lastUse: 'Última vista',
    views: 'Vistas',
    state: 'Estado',
  },
  neverUsed: 'Nunca',
  nameRequired: 'Escribí para quién es el enlace',
  nameTooLong: fillText('El nombre puede tener hasta {max} caracteres', { max: INSPECTION_LINK_NAME_MAX }),
  lifetimeInvalid: 'Elegí entre 1 hora y 30 días',
  notFound: 'No encontramos ese enlace',
  invalid:
    'El enlace de inspección no es válido: no existe, fue revocado o venció. Pedile uno nuevo al club.',
  alreadyRevoked: 'Ese enlace ya estaba revocado',
  // The inspector's page.
  pageTitle: 'Inspección',
  readOnly: 'Solo lectura. Cada vista queda registrada.',
  validUntil: 'Enlace válido hasta el {when}',
  missing: 'Falta la clave del enlace. Abrí el enlace completo que te mandó el club.',
  loading: 'Cargando…',
  sectionsLabel: 'Registros legales',
  sections: {
    plants: 'Plantas y lotes',
    treatments: 'Tratamientos',
    destruction: 'Destrucciones',
    closes: 'Cierres mensuales',
    traceability: 'Trazabilidad',
  },
  registration: 'Registro IRCCA {number}',
  flowering: 'Plantas en floración: {flowering} de {max} permitidas',
  mothers: 'Plantas madre',
  batches: 'Lotes',
  noRecords: 'Sin registros.',
  plantColumns: {
    mother: 'Madre',
    species: 'Variedad',
    origin: 'Origen',
    registeredOn: 'Registrada',
    batchCount: 'Lotes',
    batch: 'Lote',
    plantsStarted: 'Esquejes',
    plants: 'Plantas',
    stage: 'Etapa',
    startedOn: 'Inicio',
    lastOn: 'Último registro',
  },
  treatmentColumns: {
    appliedOn: 'Fecha',
    product: 'Producto',
    activeIngredient: 'Principio activo',
    dose: 'Dosis',
    method: 'Método',
    appliedBy: 'Aplicó',
    batches: 'Lotes',
  },
  destructionColumns: {
    date: 'Fecha',
    what: 'Qué',
    grams: 'Gramos',
    reason: 'Motivo',
    method: 'Método',
    witness: 'Testigo',
    recordedBy: 'Registró',
  },
  batchWaste: 'Desperdicio del lote {batch}',
  closeColumns: {
    month: 'Mes',
    state: 'Estado',
    signedBy: 'Firmó',
    closedAt: 'Cerrado',
    report: 'Informe',
  },
  closed: 'Cerrado',
  open: 'Abierto',
  csv: 'CSV',
  pdf: 'PDF',
  downloadLabel: 'Descargar el informe de {month} en {kind}',
  downloadError: 'No se pudo descargar el informe. Probá de nuevo.',
  traceBatch: 'Lote',
  traceChoose: 'Elegí un lote cosechado',
  traceNone: 'Todavía no hay lotes cosechados.',
  traceSummary: 'Cosecha del {date}: {received} g en stock, {dispensed} g entregados.',
  traceColumns: { date: 'Fecha', member: 'Socio', species: 'Variedad', grams: 'Gramos' },
} as const;

export type InspectionLinkProblemCode = 'NOMBRE_INVALIDO' | 'VIGENCIA_INVALIDA';

const linkRule = rule<unknown, InspectionLinkProblemCode>;

export const inspectionLinkSchema = z
  .object({
    name: z.pipe(
      z.unknown().check(
        linkRule(
          'NOMBRE_INVALIDO',
          inspectionLinkTexts.nameRequired,
          (name) => typeof name === 'string' && name.trim() !== '',
        ),
        linkRule(
          'NOMBRE_INVALIDO',
          inspectionLinkTexts.nameTooLong,
          (name) => (name as string).trim().length <= INSPECTION_LINK_NAME_MAX,
        ),
      ),
      z.transform((name) => (name as string).trim()),
    ),
    amount: z.unknown(),
    unit: z.unknown(),
  })
  .check(
    crossRule<{ amount: unknown; unit: unknown }, InspectionLinkProblemCode>(
      'amount',
      'VIGENCIA_INVALIDA',
      inspectionLinkTexts.lifetimeInvalid,
      ({ amount, unit }) => {
        if (!Number.isSafeInteger(amount) || !(INSPECTION_LINK_UNITS as readonly unknown[]).includes(unit))
          return false;
        const hours = inspectionLinkHours(amount as number, unit as InspectionLinkUnit);
        return hours >= 1 && hours <= INSPECTION_LINK_MAX_HOURS;
      },
    ),
  );

export type InspectionLinkInput = { name: string; amount: number; unit: InspectionLinkUnit };
