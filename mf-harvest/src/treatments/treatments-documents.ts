import { graphql } from '@club/web-kit/graphql/gql';
import type { TreatmentsQuery } from '@club/web-kit/graphql/graphql';

export type TreatmentItem = TreatmentsQuery['treatments'][number];
export type TreatableBatch = TreatmentsQuery['batches'][number];

/** /admin/tratamientos: the treatments (of one batch when chosen) and the batches to choose from. */
export const TREATMENTS_QUERY = graphql(`
  query Treatments($batchId: Int) {
    treatments(batchId: $batchId) { id product activeIngredient dose method appliedOn appliedBy batchIds }
    batches { id species motherName stage }
  }
`);

export const APPLY_TREATMENT_MUTATION = graphql(`
  mutation ApplyTreatment($input: TreatmentInput!) {
    applyTreatment(input: $input) { ok error code field treatment { id } }
  }
`);
