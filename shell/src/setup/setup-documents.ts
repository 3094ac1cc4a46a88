// The first run's screen: whether the club needs it, the code's check, and the setup. All three
// answer without a session (the code printed in the server's log is the key).
import { graphql } from '@club/web-kit/graphql/gql';

export const SETUP_STATUS_QUERY = graphql(`
  query SetupStatus {
    setupStatus { needed mailConfigured }
  }
`);

export const CHECK_SETUP_CODE_MUTATION = graphql(`
  mutation CheckSetupCode($code: String!) {
    checkSetupCode(code: $code) { ok code error }
  }
`);

export const SET_UP_CLUB_MUTATION = graphql(`
  mutation SetUpClub($input: ClubSetupInput!) {
    setUpClub(input: $input) { ok code error field authToken }
  }
`);
