export {
  approveApplication,
  issueInvitation,
  rejectApplication,
  revokeInvitation,
  submitApplication,
  waitlistApplication,
} from './commands.ts';
export { applicationsProjection, invitationsProjection } from './projection.ts';
export { applicationAdminRoutes, applicationPublicRoutes } from './routes.ts';
