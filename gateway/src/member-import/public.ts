export { openingBalancesProjection } from './projection.ts';
export { isMembersUpload, memberImportRoutes } from './routes.ts';
