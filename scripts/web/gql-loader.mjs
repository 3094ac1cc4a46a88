// rspack loader: replaces each gql`...` template without interpolations by the parsed document,
// so the browser never ships or runs the GraphQL parser (graphql-tag + graphql/language/parser).
// Templates with ${...} (fragments) are left to gql at run time.
import { parse } from 'graphql';

const GQL_TEMPLATE = /\bgql`((?:[^`$\\]|\$(?!\{))*)`/g;

export default function gqlLoader(source) {
  if (!source.includes('gql`')) return source;
  return source.replace(GQL_TEMPLATE, (_match, body) => {
    try {
      const document = parse(body, { noLocation: true });
      return `/* gql precompiled */ (${JSON.stringify(document)})`;
    } catch (error) {
      this.emitError(new Error(`invalid GraphQL in gql template: ${error.message}`));
      return _match;
    }
  });
}
