export { inspectCertificate, readCertificate } from './certificate.ts';
export { recordLabResult } from './commands.ts';
export { type PotencyProduct, type ProductPotency, potencyOf, potencySource } from './potency.ts';
export type { AnalysisRow } from './projection.ts';
export { batchAnalysesProjection } from './projection.ts';
export { latestAnalyses } from './queries.ts';
export { isCertificateUpload, labResultAdminRoutes, MAX_ANALYSIS_BODY_BYTES } from './routes.ts';
