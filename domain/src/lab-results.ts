// A batch's laboratory analysis (its certificate of analysis): who tested it, when, the sample's
// number on the certificate, THC and CBD, and optionally other cannabinoids and terpenes. The
// carta shows the figures of the batch in stock, or the product's declared ones marked as such.
// Shared by the batch page's form, the gateway's decision and the storefront.

/** One compound of an analysis: its name as the certificate writes it and its share in percent. */
export interface CompoundShare {
  name: string;
  percent: number;
}

/** An analysis as the form gives it once checked (lab-result-schema.ts). */
export interface LabResultValues {
  laboratory: string;
  /** The certificate's date, YYYY-MM-DD. */
  analysedOn: string;
  /** The sample's number on the certificate. */
  sampleId: string;
  thc: number;
  cbd: number;
  otherCannabinoids: CompoundShare[];
  terpenes: CompoundShare[];
}

/** The certificate as the log records it: its bytes are stored once, named by their SHA-256. */
export interface CertificateFile {
  sha256: string;
  size: number;
  pages: number;
}

/** The largest certificate accepted: a lab's certificate is a few pages. */
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;
/** More pages than any certificate has: a larger PDF is not one. */
export const MAX_CERTIFICATE_PAGES = 50;
/** Rows of other cannabinoids, and of terpenes, an analysis may list. */
export const MAX_COMPOUNDS = 12;
/** The form field the certificate travels in (multipart). */
export const CERTIFICATE_FIELD = 'certificate';

export const labResultTexts = {
  title: 'Análisis de laboratorio',
  none: 'Sin análisis registrados.',
  record: 'Registrar análisis',
  recorded: 'Análisis registrado',
  laboratory: 'Laboratorio',
  laboratoryRequired: 'Escribí el laboratorio que hizo el análisis (hasta 120 caracteres)',
  analysedOn: 'Fecha del análisis',
  dateRequired: 'Indicá la fecha del análisis',
  dateInvalid: 'La fecha del análisis no es válida',
  dateBeforeBatch: 'El análisis no puede ser anterior al inicio del lote ({date})',
  sampleId: 'Número de muestra',
  sampleRequired: 'Escribí el número de muestra del certificado (hasta 60 caracteres)',
  sampleRepeated: 'La muestra {sample} de {laboratory} ya está registrada en este lote',
  thc: 'THC (%)',
  cbd: 'CBD (%)',
  thcInvalid: 'El THC va de 0 a 100 %',
  cbdInvalid: 'El CBD va de 0 a 100 %',
  otherCannabinoids: 'Otros cannabinoides',
  terpenes: 'Terpenos',
  compoundName: 'Nombre',
  compoundPercent: 'Porcentaje (%)',
  addCannabinoid: 'Agregar cannabinoide',
  addTerpene: 'Agregar terpeno',
  removeCompound: (name: string) => `Quitar ${name || 'fila'}`,
  compoundInvalid:
    'Cada fila necesita un nombre (hasta 40 caracteres) y un porcentaje de 0 a 100, con hasta 3 decimales',
  tooManyCompounds: `Hasta ${MAX_COMPOUNDS} filas por lista`,
  compoundRepeated: '{name} aparece dos veces',
  cannabinoidsOver100: 'Los cannabinoides suman {sum} %: no pueden pasar de 100 %',
  totalOver100: 'Cannabinoides y terpenos suman {sum} %: no pueden pasar de 100 %',
  certificate: 'Certificado (PDF)',
  certificateHint: `El PDF que entregó el laboratorio, hasta ${MAX_CERTIFICATE_BYTES / (1024 * 1024)} MB.`,
  certificateRequired: 'Adjuntá el certificado del laboratorio en PDF',
  certificateNotPdf: 'El certificado tiene que ser un PDF: ese archivo no lo es',
  certificateUnreadable:
    'No pudimos leer ese PDF: puede estar dañado o protegido. Pedile otro al laboratorio',
  certificateTooLarge: `El certificado pasa de ${MAX_CERTIFICATE_BYTES / (1024 * 1024)} MB`,
  certificateLink: 'Ver certificado',
  certificateMissing: 'No encontramos el certificado de ese análisis',
  analysisOf: 'Análisis del {date}',
  declared: 'Declarado',
  sample: 'Muestra',
} as const;

/** 'Análisis del 12/11/2026', as the carta, the product page and the labels write it. */
export function analysisDateLine(analysedOn: string): string {
  const [year, month, day] = analysedOn.split('-');
  return labResultTexts.analysisOf.replace('{date}', `${day}/${month}/${year}`);
}

/** Percent figures kept to three decimals, as certificates print them. */
export function roundPercent(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The cannabinoids' total (THC, CBD and the others). */
export function cannabinoidsSum(values: Pick<LabResultValues, 'thc' | 'cbd' | 'otherCannabinoids'>): number {
  return roundPercent(values.otherCannabinoids.reduce((sum, c) => sum + c.percent, values.thc + values.cbd));
}
