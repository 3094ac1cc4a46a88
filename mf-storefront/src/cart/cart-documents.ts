import { graphql } from '@club/web-kit/graphql/gql';
import type {
  CartPickupDaysQuery,
  CartPlaceOrderMutation,
  CartPlaceOrderMutationVariables,
} from '@club/web-kit/graphql/graphql';

/** `date` YYYY-MM-DD, `label` 'martes, 3 de setiembre', `slots` HH:MM of the slots still ahead. */
export type PickupDay = CartPickupDaysQuery['pickupDays'][number];
export const PICKUP_DAYS_QUERY = graphql(`query CartPickupDays { pickupDays { date label slots } }`);

/** What the member has left in the month (and year) of a pickup date. */
export const MY_GRAMS_QUERY = graphql(`
  query CartMyGrams($date: String!) {
    myGrams(date: $date) { leftMonth leftYear }
  }
`);

/** Who is ordering, for the order e-mail (already cached by the shell's session query). */
export const ORDER_USER_QUERY = graphql(`query CartOrderUser { me { ...ViewerFields } }`);

export type PlaceOrderInput = CartPlaceOrderMutationVariables['input'];
/** `msg` is the spec's wire word ('Unauthorized' when a limit is reached), `error` the Spanish text. */
export type PlaceOrderResult = CartPlaceOrderMutation['placeOrder'];
export const PLACE_ORDER_MUTATION = graphql(`
  mutation CartPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) { ok msg error code orderId gramsPurchased gramsLeft period }
  }
`);
