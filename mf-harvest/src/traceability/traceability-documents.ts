import { graphql } from '@club/web-kit/graphql/gql';
import type { BatchTraceQuery, DispensationTracesQuery } from '@club/web-kit/graphql/graphql';

export type DispensationTraceItem = DispensationTracesQuery['dispensationTraces'][number];
export type BatchTraceResult = NonNullable<BatchTraceQuery['batchTrace']>;

export const TRACE_BATCHES_QUERY = graphql(`
  query TraceBatches {
    batches { id species motherName stage harvestId }
  }
`);

/** Forward: from a batch to every member who received its grams. */
export const BATCH_TRACE_QUERY = graphql(`
  query BatchTrace($batchId: Int!) {
    batchTrace(batchId: $batchId) {
      batchId harvestId harvestDate gramsReceived gramsDispensed
      recipients { sourceStream memberId memberName date species grams }
    }
  }
`);

/** Backward: a month's dispensations, each with the harvests, batches and mothers of its grams. */
export const DISPENSATION_TRACES_QUERY = graphql(`
  query DispensationTraces($month: String!) {
    dispensationTraces(month: $month) {
      sourceStream memberId memberName date productId species grams
      sources { grams harvestId harvestDate batchId motherId motherName }
    }
  }
`);
