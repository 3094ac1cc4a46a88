// Sealing and forgetting (crypto-shredding) live in the db workspace, so the seeds that write
// members' sealed events (db/src/seed.ts) use the same code as the gateway's commands.
export {
  destroyKey,
  isForgotten,
  openFor,
  openMany,
  type Sealed,
  sealFor,
} from '@club/db/privacy/subject-keys';
