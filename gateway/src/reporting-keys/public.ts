export { createReportingKey, reportingKeys, revokeReportingKey } from './keys.ts';
