import { graphql } from '@club/web-kit/graphql/gql';

// Reporting clients' keys (gateway reporting-keys/graphql.ts).

export const REPORTING_KEYS_QUERY = graphql(`
  query ReportingKeys {
    reportingKeys { id name prefix createdAt expiresAt revokedAt lastUsedAt uses }
  }
`);

export const CREATE_REPORTING_KEY_MUTATION = graphql(`
  mutation CreateReportingKey($name: String!, $days: Int!) {
    createReportingKey(name: $name, days: $days) { ok error field secret key { id } }
  }
`);

export const REVOKE_REPORTING_KEY_MUTATION = graphql(`
  mutation RevokeReportingKey($id: ID!) {
    revokeReportingKey(id: $id) { ok error key { id revokedAt } }
  }
`);
