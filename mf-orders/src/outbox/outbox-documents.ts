import { graphql } from '@club/web-kit/graphql/gql';

// The admin's outbox (gateway outbox/graphql.ts).

/** How many of the newest mails the screen lists. */
export const OUTBOX_SCREEN_LIMIT = 100;

export const OUTBOX_QUERY = graphql(`
  query Outbox($limit: Int) {
    outbox(limit: $limit) { id createdAt recipient subject templateId status attempts lastError }
  }
`);
