export { type SetupOutcome, setUpClub } from './commands.ts';
export { clubProfileProjection } from './projection.ts';
export { clubProfile } from './queries.ts';
export { checkSetupCode, ensureSetupCode, setupNeeded } from './setup-code.ts';
