import { graphql } from '@club/web-kit/graphql/gql';

// The admin's outbox (gateway outbox/graphql.ts).

/** How many of the newest mails the screen lists. */
export const OUTBOX_SCREEN_LIMIT = 100;

export const OUTBOX_QUERY = graphql(`
  query Outbox($limit: Int) {
    mailDeliveryConfigured
    outbox(limit: $limit) { id createdAt recipient subject templateId templateName status attempts lastError }
  }
`);

export const SEND_TEST_MAIL_MUTATION = graphql(`
  mutation SendTestMail {
    sendTestMail { ok message mail }
  }
`);
