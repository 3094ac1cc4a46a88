import { graphql } from '@club/web-kit/graphql/gql';
import type { SessionQuery } from '@club/web-kit/graphql/graphql';

// Apart from auth-documents.ts: every first view runs this query, while the documents there belong
// to screens loaded lazily (decision 031).
export type SessionData = SessionQuery;
export const SESSION_QUERY = graphql(`
  query Session {
    me {
      ...ViewerFields
      isAdmin mustChangePassword needsSecondFactor
      twoFactor { enrolled }
    }
    adminCheck { msg permissions }
  }
`);
