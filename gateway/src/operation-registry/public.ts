export { type AcceptedDocuments, acceptedDocuments } from './accepted-documents.ts';
export { isDeployPath, refuseDeployKeyElsewhere } from './deploy-key.ts';
export {
  type BrokenOperation,
  brokenOperations,
  documentId,
  KNOWN_REMOTES,
  type RegisteredOperation,
  schemaFromSdl,
} from './fit.ts';
export { activeOperations } from './registry.ts';
