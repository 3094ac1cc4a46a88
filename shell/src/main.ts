// Async boundary: the federation runtime negotiates the shared singletons (React, router, Apollo's
// React context) with the remotes before any of them is evaluated.
import('./bootstrap.tsx');
