export { createInspectionLink, inspectionLinks, revokeInspectionLink } from './links.ts';
