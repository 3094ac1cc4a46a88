import { graphql } from '@club/web-kit/graphql/gql';

// The back office's first screen: one query for every count (gateway/src/today/graphql.ts).
export const TODAY_QUERY = graphql(`
  query TodayAtAGlance {
    todayAtAGlance { toPrepare toHandOver unclosed lowStock monthsToClose failingMails }
  }
`);
