// The installation's master keys live in the db workspace, beside the subject keys they wrap:
// the seeds that write members' sealed events (db/src/seed.ts) run without the gateway.
export { currentMasterKey, masterKeyById, useMasterKey } from '@club/db/privacy/master-keys';
