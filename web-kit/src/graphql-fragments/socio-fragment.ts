import { graphql } from '@club/web-kit/graphql/gql';

// A member to pick by name: the bills' 'Elegir socio' and the manicure's trimmers.
export const SOCIO_FIELDS_FRAGMENT = graphql(`fragment SocioFields on Socio { id name lastName }`);
