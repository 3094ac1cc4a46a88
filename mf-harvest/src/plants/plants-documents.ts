import { graphql } from '@club/web-kit/graphql/gql';
import type { BatchCardFieldsFragment, BatchScreenQuery, PlantsQuery } from '@club/web-kit/graphql/graphql';

export type BatchCard = BatchCardFieldsFragment;
export type MotherPlant = PlantsQuery['motherPlants'][number];
export type BatchDetail = NonNullable<BatchScreenQuery['batch']>;

export const BATCH_CARD_FRAGMENT = graphql(`
  fragment BatchCardFields on Batch {
    id motherId motherName productId species plantsStarted plants stage startedOn lastOn harvestId
  }
`);

/** /admin/plantas: the flowering count, every batch and every mother, and the species to choose from. */
export const PLANTS_QUERY = graphql(`
  query Plants {
    floweringPlants { flowering max }
    batches { ...BatchCardFields }
    motherPlants { id name species origin registeredOn batchCount }
    stock { id species }
  }
`);

export const REGISTER_MOTHER_MUTATION = graphql(`
  mutation RegisterMotherPlant($input: MotherPlantInput!) {
    registerMotherPlant(input: $input) { ok error code field motherPlant { id } }
  }
`);

export const START_BATCH_MUTATION = graphql(`
  mutation StartBatch($input: BatchInput!) {
    startBatch(input: $input) { ok error code field batch { id } }
  }
`);

/** /admin/plantas/:id: the batch, its record and its treatments. */
export const BATCH_SCREEN_QUERY = graphql(`
  query BatchScreen($id: Int!) {
    floweringPlants { flowering max }
    batch(id: $id) {
      ...BatchCardFields
      notes
      history { type on stage plants reason recordedAt recordedBy }
      treatments { id product activeIngredient dose method appliedOn appliedBy }
    }
  }
`);

export const CHANGE_STAGE_MUTATION = graphql(`
  mutation ChangeBatchStage($batchId: Int!, $stage: String, $on: String, $reason: String) {
    changeBatchStage(batchId: $batchId, stage: $stage, on: $on, reason: $reason) { ok error code field }
  }
`);

export const PLANTS_LOST_MUTATION = graphql(`
  mutation RecordPlantsLost($batchId: Int!, $plants: Int, $reason: String, $on: String) {
    recordPlantsLost(batchId: $batchId, plants: $plants, reason: $reason, on: $on) { ok error code field }
  }
`);
