// Build-time alias (scripts/web/rspack-base.ts) for react-router's own production build, so the
// shared facade next to this file is not resolved to itself.
declare module '@club/react-router-full' {
  export * from 'react-router';
}
