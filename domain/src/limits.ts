// Fixed figures of the product. The club's rules (caps, step, slots) are settings: club-settings.ts.
export const OUT_OF_STOCK_AT_OR_BELOW = 40;
export const COMMENTS_MAX_LENGTH = 250;
export const PASSWORD_MIN_LENGTH = 8;
export const CAROUSEL_INTERVAL_MS = 7000;
export const AUTH_TOKEN_KEY = 'auth_token';
export const PREORDER_KEY = 'preorder';
export const CLUB_TIME_ZONE = 'America/Montevideo';
