import { randomBytes } from 'node:crypto';
import { useMasterKey } from '../src/kernel/privacy/master-keys.ts';

// Commands run straight on a test database seal personal data too: each test process has a
// master key of its own, as an installation has. It is also the CLUB_MASTER_KEY of every config
// the test loads and every gateway process it starts, so they open what the test sealed, as
// replicas of one installation do.
const masterKey = randomBytes(32).toString('base64url');
process.env.CLUB_MASTER_KEY = masterKey;
useMasterKey(masterKey);
