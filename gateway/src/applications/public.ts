export { applicationsProjection, invitationsProjection } from './projection.ts';
export { applicationAdminRoutes, applicationPublicRoutes } from './routes.ts';
