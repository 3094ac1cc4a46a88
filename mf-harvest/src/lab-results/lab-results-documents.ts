import { graphql } from '@club/web-kit/graphql/gql';
import type { BatchAnalysesQuery } from '@club/web-kit/graphql/graphql';

export type BatchAnalysis = BatchAnalysesQuery['batchAnalyses'][number];

/** A batch's lab analyses, newest first. Recording one is REST: it carries the certificate. */
export const BATCH_ANALYSES_QUERY = graphql(`
  query BatchAnalyses($batchId: Int!) {
    batchAnalyses(batchId: $batchId) {
      id laboratory analysedOn sampleId thc cbd certificatePages
      otherCannabinoids { name percent }
      terpenes { name percent }
    }
  }
`);
