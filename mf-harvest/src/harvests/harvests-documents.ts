import { gql, type TypedDocumentNode } from '@apollo/client';

export interface HarvestYield {
  harvestId: number;
  /** YYYY-MM-DD */
  harvestDate: string;
  /** g/plant */
  productionAverage: number;
}

export interface HarvestCardData {
  id: number;
  species: string;
  numberOfPlants: number;
  stock: number;
  waste: number;
  totalStock: number;
  productionAverage: number;
  plantPerformance: number | null;
  lampWatts: number | null;
  yieldHistory: HarvestYield[];
}

export const HARVEST_DATES_QUERY: TypedDocumentNode<{ harvestDates: string[] }, Record<string, never>> = gql`
  query HarvestDates {
    harvestDates
  }
`;

export const HARVESTS_ON_QUERY: TypedDocumentNode<{ harvestsOn: HarvestCardData[] }, { date: string }> = gql`
  query HarvestsOn($date: String!) {
    harvestsOn(date: $date) {
      id
      species
      numberOfPlants
      stock
      waste
      totalStock
      productionAverage
      plantPerformance
      lampWatts
      yieldHistory {
        harvestId
        harvestDate
        productionAverage
      }
    }
  }
`;
