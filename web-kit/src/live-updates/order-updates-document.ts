import { graphql } from '@club/web-kit/graphql/gql';

// The orders' live feed (gateway orders/live-updates.ts): every event of every order, by position.
export const ORDER_UPDATES_SUBSCRIPTION = graphql(`
  subscription OrderUpdates($since: Int) {
    orderUpdates(since: $since) { position orderId type }
  }
`);
