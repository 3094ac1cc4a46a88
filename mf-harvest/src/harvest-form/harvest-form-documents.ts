import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ExistingHarvest {
  id: number;
  productId: number;
  species: string;
  numberOfPlants: number;
  waste: number;
  stock: number;
  lampWatts: number | null;
  sketchedDate: string;
  firstTransplantation: string | null;
  secondTransplantation: string | null;
  thirdTransplantation: string | null;
  bloomDate: string | null;
  harvestDate: string | null;
  observations: string;
  finished: boolean;
}

export interface SpeciesOption {
  id: number | string;
  species: string;
}

/** The species select (every product, as GET /admin/allproducts) and the existing harvests. */
export const HARVEST_FORM_QUERY: TypedDocumentNode<
  { stock: SpeciesOption[]; harvests: ExistingHarvest[] },
  Record<string, never>
> = gql`
  query HarvestForm {
    stock {
      id
      species
    }
    harvests {
      id
      productId
      species
      numberOfPlants
      waste
      stock
      lampWatts
      sketchedDate
      firstTransplantation
      secondTransplantation
      thirdTransplantation
      bloomDate
      harvestDate
      observations
      finished
    }
  }
`;

export interface HarvestInput {
  productId: number | null;
  numberOfPlants: number | null;
  waste: number | null;
  stock: number | null;
  lampWatts: number | null;
  sketchedDate: string | null;
  firstTransplantation: string | null;
  secondTransplantation: string | null;
  thirdTransplantation: string | null;
  bloomDate: string | null;
  harvestDate: string | null;
  observations: string;
  finished: boolean;
}

export interface HarvestResult {
  ok: boolean;
  error: string | null;
  code: string | null;
  field: string | null;
  harvest: { id: number } | null;
}

export const CREATE_HARVEST_MUTATION: TypedDocumentNode<
  { createHarvest: HarvestResult },
  { input: HarvestInput }
> = gql`
  mutation CreateHarvest($input: HarvestInput!) {
    createHarvest(input: $input) {
      ok
      error
      code
      field
      harvest {
        id
      }
    }
  }
`;

export const UPDATE_HARVEST_MUTATION: TypedDocumentNode<
  { updateHarvest: HarvestResult },
  { id: number; input: HarvestInput }
> = gql`
  mutation UpdateHarvest($id: Int!, $input: HarvestInput!) {
    updateHarvest(id: $id, input: $input) {
      ok
      error
      code
      field
      harvest {
        id
      }
    }
  }
`;
