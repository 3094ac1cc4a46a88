import { graphql } from '@club/web-kit/graphql/gql';

// The member's grams left today (the carta, the product page, the cart before a day is chosen).
// No variables, so the carta's page can send it before the screen's code arrives (decision 031);
// the cart asks for a chosen day's month with its own document.
export const ALLOWANCE_QUERY = graphql(`query StorefrontAllowance { myGrams { leftMonth leftYear } }`);
