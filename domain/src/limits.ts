// Spec §9 and Uruguay's club rules.
export const MONTHLY_GRAMS_LIMIT = 40;
export const YEARLY_GRAMS_LIMIT = 480;
/** Spec §9: also the most one order may carry. */
export const ORDER_GRAMS_LIMIT = 40;
export const GRAMS_STEP = 5;
export const OUT_OF_STOCK_AT_OR_BELOW = 40;
export const COMMENTS_MAX_LENGTH = 250;
export const PASSWORD_MIN_LENGTH = 8;
export const CAROUSEL_INTERVAL_MS = 7000;
export const AUTH_TOKEN_KEY = 'auth_token';
export const PREORDER_KEY = 'preorder';
export const CLUB_TIME_ZONE = 'America/Montevideo';
