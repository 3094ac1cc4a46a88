// What the shell and the remotes get when they import '@apollo/client/react' in a production
// build: one shared instance of just the hooks we use. A shared module is not tree-shaken, and
// the whole entry (suspense hooks, preloaders, fragments, subscriptions) is ~7 KB gzip of first view.
// A build that imports anything missing here fails ("export ... was not found"): add it here.
// Tests (vitest) do not go through this file; they use the whole library.
export { ApolloProvider, useApolloClient, useMutation, useQuery } from '@club/apollo-react-full';
