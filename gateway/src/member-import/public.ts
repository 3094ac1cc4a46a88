export { importMembers, recordOpeningBalance } from './commands.ts';
export { openingBalancesProjection } from './projection.ts';
export { openingBalancesSection } from './queries.ts';
export { isMembersUpload, MAX_IMPORT_BODY_BYTES, memberImportRoutes } from './routes.ts';
