import { graphql } from '@club/web-kit/graphql/gql';
import type { HarvestsOnQuery } from '@club/web-kit/graphql/graphql';

export const HARVEST_DATES_QUERY = graphql(`query HarvestDates { harvestDates }`);

export type HarvestCardData = HarvestsOnQuery['harvestsOn'][number];
/** `harvestDate` YYYY-MM-DD, `productionAverage` g/plant. */
export type HarvestYield = HarvestCardData['yieldHistory'][number];
export const HARVESTS_ON_QUERY = graphql(`
  query HarvestsOn($date: String!) {
    harvestsOn(date: $date) {
      id species numberOfPlants stock waste totalStock productionAverage plantPerformance lampWatts
      yieldHistory { harvestId harvestDate productionAverage }
    }
  }
`);
