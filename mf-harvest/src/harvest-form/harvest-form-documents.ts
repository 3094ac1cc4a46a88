import { graphql } from '@club/web-kit/graphql/gql';
import type {
  CreateHarvestMutation,
  CreateHarvestMutationVariables,
  HarvestFormQuery,
} from '@club/web-kit/graphql/graphql';

export type ExistingHarvest = HarvestFormQuery['harvests'][number];
/** The species select (every product, as GET /admin/allproducts) and the existing harvests. */
export const HARVEST_FORM_QUERY = graphql(`
  query HarvestForm {
    stock { id species }
    batches { id productId species motherName plants stage startedOn harvestId }
    harvests {
      id productId species numberOfPlants waste stock lampWatts
      sketchedDate firstTransplantation secondTransplantation thirdTransplantation bloomDate harvestDate
      observations finished batchId
    }
  }
`);

export type FormBatch = HarvestFormQuery['batches'][number];

/** The batch a harvest is recorded from (its page's link): when it went into flowering. */
export const HARVEST_FORM_BATCH_QUERY = graphql(`
  query HarvestFormBatch($id: Int!) {
    batch(id: $id) { id history { type stage on } }
  }
`);

export type HarvestInput = CreateHarvestMutationVariables['input'];
// The form reads whether it was saved, and which field a refusal is about.
export type HarvestResult = CreateHarvestMutation['createHarvest'];
export const CREATE_HARVEST_MUTATION = graphql(`
  mutation CreateHarvest($input: HarvestInput!) {
    createHarvest(input: $input) { ok error field }
  }
`);

export const UPDATE_HARVEST_MUTATION = graphql(`
  mutation UpdateHarvest($id: Int!, $input: HarvestInput!) {
    updateHarvest(id: $id, input: $input) { ok error field }
  }
`);
