import { randomBytes } from 'node:crypto';
import { useMasterKey } from '../src/kernel/privacy/master-keys.ts';

// Commands run straight on a test database seal personal data too: each test process has a
// master key of its own, as an installation has (a gateway built in the test adds its config's).
useMasterKey(randomBytes(32).toString('base64url'));
