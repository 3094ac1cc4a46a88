import { graphql } from '@club/web-kit/graphql/gql';

// Inspectors' links (gateway inspection-links/graphql.ts).

export const INSPECTION_LINKS_QUERY = graphql(`
  query InspectionLinks {
    inspectionLinks { id name prefix createdAt expiresAt revokedAt lastUsedAt views }
  }
`);

export const CREATE_INSPECTION_LINK_MUTATION = graphql(`
  mutation CreateInspectionLink($name: String!, $amount: Int!, $unit: String!) {
    createInspectionLink(name: $name, amount: $amount, unit: $unit) { ok error field secret link { id } }
  }
`);

export const REVOKE_INSPECTION_LINK_MUTATION = graphql(`
  mutation RevokeInspectionLink($id: ID!) {
    revokeInspectionLink(id: $id) { ok error link { id revokedAt } }
  }
`);
