import { graphql } from '@club/web-kit/graphql/gql';

// The signed-in member's card: the secret the phone derives its codes from (domain/src/member-card.ts).
export const MY_CARD_QUERY = graphql(`
  query MyCard {
    myCard {
      memberId
      name
      lastName
      secret
      stepSeconds
    }
    myPhoto
  }
`);
