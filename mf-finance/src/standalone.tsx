// Dev page of this remote alone (npm run dev -w mf-finance). The dynamic imports are the async
// boundary the shared modules need; the page itself is web-kit's standalone harness.
Promise.all([import('@club/web-kit/standalone/standalone-app.tsx'), import('./routes.ts')]).then(
  ([{ mountStandalone }, { routes }]) => mountStandalone('mf-finance', routes),
);
