import { graphql } from '@club/web-kit/graphql/gql';
import type { AddWorkMutationVariables } from '@club/web-kit/graphql/graphql';

/** The members flagged as trimmers: the spec listed ids 41, 26 and 132 in code; here it is data. */
export const TRIMMERS_QUERY = graphql(`query Trimmers { socios(trimmer: true) { ...SocioFields } }`);

export type ManicureInput = AddWorkMutationVariables['input'];
export const ADD_WORK_MUTATION = graphql(`
  mutation AddWork($input: ManicureInput!) {
    addWork(input: $input) {
      ok error code
      work { id }
    }
  }
`);
