import { gql, type TypedDocumentNode } from '@apollo/client';

export interface Trimmer {
  id: number;
  name: string;
  lastName: string;
}

/** The members flagged as trimmers: the spec listed ids 41, 26 and 132 in code; here it is data. */
export const TRIMMERS_QUERY: TypedDocumentNode<{ socios: Trimmer[] }, Record<string, never>> = gql`
  query Trimmers {
    socios(trimmer: true) {
      id
      name
      lastName
    }
  }
`;

export interface ManicureInput {
  harvestType: string;
  socioId: number | null;
  nosocioName: string | null;
  startHour: string;
  endHour: string;
  date: string;
}

export interface AddWorkResult {
  ok: boolean;
  error: string | null;
  code: string | null;
  work: { id: number } | null;
}

export const ADD_WORK_MUTATION: TypedDocumentNode<{ addWork: AddWorkResult }, { input: ManicureInput }> = gql`
  mutation AddWork($input: ManicureInput!) {
    addWork(input: $input) {
      ok
      error
      code
      work {
        id
      }
    }
  }
`;
