export { csvText } from './csv.ts';
export type { DispensationLine } from './dispensations.ts';
export { dispensationLinesOf, dispensationsProjection, insertDispensationLines } from './dispensations.ts';
export { DISPENSATIONS_CSV_HEADER, dispensationCells, dispensations, sales } from './queries.ts';
export type { Attribution } from './traceability.ts';
export { handoverAttributions } from './traceability.ts';
