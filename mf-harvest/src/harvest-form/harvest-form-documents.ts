import { graphql } from '@club/web-kit/graphql/gql';
import type {
  CreateHarvestMutationVariables,
  HarvestFormQuery,
  HarvestResultFieldsFragment,
} from '@club/web-kit/graphql/graphql';

export type ExistingHarvest = HarvestFormQuery['harvests'][number];
/** The species select (every product, as GET /admin/allproducts) and the existing harvests. */
export const HARVEST_FORM_QUERY = graphql(`
  query HarvestForm {
    stock { id species }
    batches { id productId species motherName plants stage harvestId }
    harvests {
      id productId species numberOfPlants waste stock lampWatts
      sketchedDate firstTransplantation secondTransplantation thirdTransplantation bloomDate harvestDate
      observations finished batchId
    }
  }
`);

export type HarvestResult = HarvestResultFieldsFragment;
export const HARVEST_RESULT_FRAGMENT = graphql(`
  fragment HarvestResultFields on HarvestResult {
    ok error code field
    harvest { id }
  }
`);

export type HarvestInput = CreateHarvestMutationVariables['input'];
export const CREATE_HARVEST_MUTATION = graphql(`
  mutation CreateHarvest($input: HarvestInput!) {
    createHarvest(input: $input) { ...HarvestResultFields }
  }
`);

export const UPDATE_HARVEST_MUTATION = graphql(`
  mutation UpdateHarvest($id: Int!, $input: HarvestInput!) {
    updateHarvest(id: $id, input: $input) { ...HarvestResultFields }
  }
`);
