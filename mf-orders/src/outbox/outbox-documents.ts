import { gql, type TypedDocumentNode } from '@apollo/client';

// The admin's outbox (gateway outbox/graphql.ts).

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMail {
  id: number;
  createdAt: string;
  recipient: string | null;
  subject: string;
  templateId: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
}

/** How many of the newest mails the screen lists. */
export const OUTBOX_SCREEN_LIMIT = 100;

export const OUTBOX_QUERY: TypedDocumentNode<{ outbox: OutboxMail[] }, { limit: number }> = gql`
  query Outbox($limit: Int) {
    outbox(limit: $limit) {
      id
      createdAt
      recipient
      subject
      templateId
      status
      attempts
      lastError
    }
  }
`;
