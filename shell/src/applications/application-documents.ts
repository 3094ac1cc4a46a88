// The public application page's two operations: whether the link still takes an application,
// and the application itself. Both answer without a session (the link's token is the key).
import { graphql } from '@club/web-kit/graphql/gql';

export const CHECK_INVITATION_MUTATION = graphql(`
  mutation CheckInvitation($token: String!) {
    checkInvitation(token: $token) { ok code error expiresAt }
  }
`);

export const SUBMIT_APPLICATION_MUTATION = graphql(`
  mutation SubmitApplication($input: ApplicationInput!) {
    submitApplication(input: $input) { ok code error field applicationId }
  }
`);
