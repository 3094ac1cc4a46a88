export { importMembers, recordOpeningBalance } from './commands.ts';
export { openingBalancesProjection } from './projection.ts';
export { isMembersUpload, MAX_IMPORT_BODY_BYTES, memberImportRoutes } from './routes.ts';
