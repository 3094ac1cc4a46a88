import { graphql } from '@club/web-kit/graphql/gql';

// The counter (/admin/mostrador): identify who is there, read what to hand them, hand it over.

export const IDENTIFY_AT_COUNTER = graphql(`
  mutation IdentifyAtCounter($scan: String, $cedula: String) {
    identifyAtCounter(scan: $scan, cedula: $cedula) {
      ok
      code
      error
      identificationId
    }
  }
`);

/** One query the screen refetches after each handover (and whenever the orders change). */
export const COUNTER_VISIT = graphql(`
  query CounterVisit($identificationId: ID!) {
    counterVisit(identificationId: $identificationId) {
      identificationId
      method
      identifiedAt
      memberId
      name
      lastName
      age
      photo
      leftMonth
      leftYear
      orders {
        id
        hour
        grams
        total
        status
        lines {
          key
          species
          grams
        }
      }
    }
  }
`);

export const HAND_OVER_AT_COUNTER = graphql(`
  mutation HandOverAtCounter($identificationId: ID!, $orderId: ID!, $documentVerified: Boolean!) {
    handOverAtCounter(identificationId: $identificationId, orderId: $orderId, documentVerified: $documentVerified) {
      ok
      code
      error
      orderId
    }
  }
`);
