export { type AcceptedDocuments, acceptedDocuments } from './accepted-documents.ts';
export { isDeployPath, refuseDeployKeyElsewhere } from './deploy-key.ts';
export { documentId, KNOWN_REMOTES, type RegisteredOperation, schemaFromSdl } from './fit.ts';
export { builtInOperations, checkOperations, registeredForCheck, type SchemaCheck } from './schema-check.ts';
