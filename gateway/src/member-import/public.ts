export { importMembers, recordOpeningBalance } from './commands.ts';
export { openingBalancesProjection } from './projection.ts';
export { isMembersUpload, memberImportRoutes } from './routes.ts';
