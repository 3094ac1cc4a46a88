// What a production build ships in place of the federation runtime's table of error descriptions
// (`@module-federation/error-codes/dist/desc.mjs`, ~0.4 KB brotli in main.js and again in each
// remoteEntry.js; scripts/web/rspack-base.ts). An error keeps its code, its arguments and the
// link to the page that explains it, as React's production errors do:
// "Module Federation error #RUNTIME-008 ... https://module-federation.io/guide/troubleshooting/runtime#runtime-008".
const described = new Proxy({} as Record<string, string>, { get: () => 'Module Federation error' });

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
