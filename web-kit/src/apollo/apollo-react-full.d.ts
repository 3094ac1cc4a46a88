// Build-time alias (scripts/web/rspack-base.ts) for the real '@apollo/client/react', so the shared
// facade next to this file is not resolved to itself.
declare module '@club/apollo-react-full' {
  export * from '@apollo/client/react';
}
