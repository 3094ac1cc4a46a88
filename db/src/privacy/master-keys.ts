import { createHash } from 'node:crypto';

// The installation's master keys: they wrap every subject's own key (subject-keys.ts) and are
// kept outside the database (DATA_DIR/secrets or CLUB_MASTER_KEY), so a copy of the database or
// of a backup alone opens nothing. A key is known by a fingerprint stored beside each key it
// wraps: a process may hold several (an old one kept to read what it wrapped while a new one wraps
// from now on), and tests that start several installations in one process do not mix them up.

interface MasterKey {
  id: string;
  key: Buffer;
}

const known = new Map<string, MasterKey>();
let current: MasterKey | null = null;

/** The AES-256 key a secret gives (any text of 32 characters or more) and its fingerprint. */
function masterKeyOf(secret: string): MasterKey {
  if (secret.length < 32) throw new Error('La clave maestra debe tener al menos 32 caracteres');
  const key = createHash('sha256').update(`club master key\0${secret}`).digest();
  const id = createHash('sha256').update(key).digest('base64url').slice(0, 16);
  return { id, key };
}

/** Makes `secret` the master key that wraps new keys; the ones added before still unwrap theirs. */
export function useMasterKey(secret: string): void {
  const master = masterKeyOf(secret);
  known.set(master.id, master);
  current = master;
}

export function currentMasterKey(): MasterKey {
  if (current === null) {
    throw new Error(
      'No hay clave maestra: el proceso debe llamar a useMasterKey con la de la instalación antes de guardar datos personales',
    );
  }
  return current;
}

/** The master key with that fingerprint, or null when this process was not given it. */
export function masterKeyById(id: string): Buffer | null {
  return known.get(id)?.key ?? null;
}
