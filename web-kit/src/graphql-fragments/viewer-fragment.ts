import { graphql } from '@club/web-kit/graphql/gql';

// Who is signed in: the shell's session and the cart's order e-mail select the same fields, so the
// cart finds them in the cache the session filled.
export const VIEWER_FIELDS_FRAGMENT = graphql(`fragment ViewerFields on Viewer { id name lastName mail }`);
