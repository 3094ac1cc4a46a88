// Fixed figures of the product. The club's rules (caps, step, slots) are settings: club-settings.ts.
export const OUT_OF_STOCK_AT_OR_BELOW = 40;
export const COMMENTS_MAX_LENGTH = 250;
export const PASSWORD_MIN_LENGTH = 8;
