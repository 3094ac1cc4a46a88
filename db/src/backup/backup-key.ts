import { relative, resolve } from 'node:path';
import { existingInstallationSecret, installationSecret, SECRETS_FOLDER } from '../installation-secrets.ts';
import { type BackupKey, BackupKeyError, backupKeyOf } from './backup-crypto.ts';

// The backup key (decision 043): BACKUP_KEY, or the installation's own file DATA_DIR/secrets/
// backup-key, made on first use. Never in the backup folder: a copy and its key side by side is
// a copy in clear.

/** The file under DATA_DIR/secrets holding the backup key when BACKUP_KEY is unset. */
export const BACKUP_KEY_FILE = 'backup-key';

/** Refuses a backup folder that holds the installation's secrets (the key would travel with the copies). */
export function refuseKeyInBackupDir(dataDir: string, backupDir: string): void {
  const inside = relative(resolve(backupDir), resolve(dataDir, SECRETS_FOLDER));
  if (inside === '' || (!inside.startsWith('..') && !inside.startsWith('/'))) {
    throw new BackupKeyError(
      `BACKUP_DIR (${backupDir}) contiene la carpeta de secretos (${resolve(dataDir, SECRETS_FOLDER)}): ` +
        'la clave de las copias viajaría con ellas. Elegí otra carpeta para las copias.',
    );
  }
}

/**
 * The backup key: BACKUP_KEY, else the installation's file (made when `create`, as a backup does;
 * a restore never makes one: a new key opens no old copy).
 */
export function backupKey(options: {
  secret?: string;
  dataDir: string;
  create: boolean;
}): BackupKey | undefined {
  if (options.secret) return backupKeyOf(options.secret);
  const secret = options.create
    ? installationSecret(options.dataDir, BACKUP_KEY_FILE)
    : existingInstallationSecret(options.dataDir, BACKUP_KEY_FILE);
  return secret === undefined ? undefined : backupKeyOf(secret);
}
