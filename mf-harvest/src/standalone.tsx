// Dev page of this remote alone (npm run dev -w mf-harvest). The dynamic imports are the async
// boundary the shared modules need; the page itself is the shared harness in scripts/web.
Promise.all([import('../../scripts/web/standalone-app.tsx'), import('./routes.ts')]).then(
  ([{ mountStandalone }, { routes }]) => mountStandalone('mf-harvest', routes),
);
