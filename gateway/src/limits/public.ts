export type { GramCaps, LimitCode, LimitRefusal } from './grams-limit.ts';
export { gramsLeft, limitRefusal } from './grams-limit.ts';
export { COUNTED_GRAMS_SQL, gramsUsed, lockMemberGrams, MEMBER_GRAMS_LOCK_NAMESPACE } from './grams-used.ts';
