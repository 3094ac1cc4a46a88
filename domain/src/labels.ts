// The labels printed for an order's packages and for a batch (decision 047): two layouts, the
// words they print, and the buttons that ask for them.

export const LABEL_LAYOUTS = ['a4', 'roll'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

export function isLabelLayout(value: unknown): value is LabelLayout {
  return typeof value === 'string' && (LABEL_LAYOUTS as readonly string[]).includes(value);
}

/** Copies of a batch's label one request prints at most (three A4 sheets). */
export const MAX_LABEL_COPIES = 24;
/** The most grams a label states. */
export const MAX_LABEL_GRAMS = 10_000;

export const labelTexts = {
  layouts: { a4: 'Hoja A4', roll: 'Rollo de 62 mm' } satisfies Record<LabelLayout, string>,
  print: 'Imprimir etiquetas',
  printBatch: 'Imprimir etiqueta del lote',
  printing: 'Preparando el PDF...',
  printFailed: 'No pudimos preparar las etiquetas. Probá de nuevo.',
  layout: 'Formato',
  copies: 'Copias',
  grams: 'Gramos netos (vacío: se escriben a mano)',
  batch: 'Lote {batch}',
  noBatch: 'Sin lote registrado',
  harvested: 'Cosecha del {date}',
  netWeight: 'Peso neto: {grams} g',
  netWeightBlank: 'Peso neto: ______ g',
  figures: 'THC {thc} % · CBD {cbd} %',
  declared: 'Valores declarados: el lote no tiene análisis',
  analysedBy: '{analysis} · {laboratory}',
  scan: 'Escaneá para ver la trazabilidad del lote',
  noTrace: 'Sin lote: sin código de trazabilidad',
  order: 'Pedido {order} · retiro {date}',
  warning:
    'Cannabis para uso exclusivo del socio (Ley 19.172). Prohibida su venta o cesión a terceros. Mantener fuera del alcance de niños, niñas y adolescentes. No conducir ni operar maquinaria bajo sus efectos.',
  layoutInvalid: 'El formato de etiqueta es a4 o roll',
  gramsInvalid: `Los gramos van de 1 a ${MAX_LABEL_GRAMS}`,
  copiesInvalid: `Las copias van de 1 a ${MAX_LABEL_COPIES}`,
  orderNotFound: 'No encontramos ese pedido',
  orderWithoutPackages: 'Ese pedido fue cancelado o no se retiró: no lleva etiquetas',
} as const;
