export type { TodayAtAGlance } from './queries.ts';
export { todayAtAGlance } from './queries.ts';
