import type { SeedDemoClub } from '@club/gateway/server';

/**
 * The demo seed as the gateway's start takes it (its `loadDemoSeed` hook): loaded only when
 * SEED_DEMO asks for it, while the database opens.
 */
export const loadDemoSeed = (): Promise<SeedDemoClub> =>
  import('./seed/seed-demo.ts').then((module) => module.seedDemoClub);
