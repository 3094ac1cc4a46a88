import { lendBundlerRuntime } from './federation/lend-bundler-runtime.ts';
import { startRoutePrefetch } from './prefetch/route-prefetch.ts';

// The opened route's first queries leave now, beside the code still downloading (decision 031).
startRoutePrefetch();

// Before any remote's remoteEntry.js runs: they borrow it.
lendBundlerRuntime();

// Async boundary: the federation runtime negotiates the shared singletons (React, router, Apollo's
// React context) with the remotes before any of them is evaluated.
import('./bootstrap.tsx');
