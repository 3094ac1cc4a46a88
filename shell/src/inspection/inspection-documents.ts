import { graphql } from '@club/web-kit/graphql/gql';

// The inspector's page (gateway inspection-links/graphql.ts). Destruction, the monthly closes and
// their reports, and traceability are the back office's own listed documents (web-kit's generated
// ones); these are what no back-office screen asks for in one piece without a field a link may
// not read.

export const INSPECTION_QUERY = graphql(`
  query Inspection { inspection { clubName irccaRegistration label expiresAt } }
`);

export const INSPECTION_PLANTS_QUERY = graphql(`
  query InspectionPlants {
    floweringPlants { flowering max }
    motherPlants { id name species origin registeredOn batchCount }
    batches { id motherName species plantsStarted plants stage startedOn lastOn }
  }
`);

export const INSPECTION_TREATMENTS_QUERY = graphql(`
  query InspectionTreatments {
    treatments { id product activeIngredient dose method appliedOn appliedBy batchIds }
  }
`);
