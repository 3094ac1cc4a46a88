export { labelAdminRoutes } from './routes.ts';
