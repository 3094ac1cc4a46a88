import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePrivate, PRIVATE_FILE_MODE, privateDir } from './private-files.ts';

// The signing secrets an installation needs and nobody set: made on the first start, random, kept
// in the data folder (secrets/, 0700; each file 0600), read again on every later start. A public
// default would let anyone who read the code sign tokens for any installation.

/** The folder under DATA_DIR that keeps them. */
export const SECRETS_FOLDER = 'secrets';

/** The secret called `name` of the installation whose data folder is `dataDir`; made on first use. */
export function installationSecret(dataDir: string, name: string): string {
  const dir = privateDir(join(dataDir, SECRETS_FOLDER));
  const file = join(dir, name);
  const existing = readSecret(file);
  if (existing !== undefined) return existing;
  // Written whole under a name of its own, then linked into place: a second process starting at
  // the same moment either links first or reads the one that did, never half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, randomBytes(32).toString('base64url'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  try {
    linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(partial, { force: true });
  }
  const made = readSecret(file);
  if (made === undefined) throw new Error(`No se pudo guardar el secreto ${file}.`);
  return made;
}

function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (text.length < 32) {
    throw new Error(
      `El secreto ${file} tiene menos de 32 caracteres: borralo para que se genere otro (las sesiones abiertas con él se cierran).`,
    );
  }
  // A copy restored with other modes is made private again.
  makePrivate(file);
  return text;
}

/** The secret called `name` if this installation has it; never made here (a restore must not invent a key). */
export function existingInstallationSecret(dataDir: string, name: string): string | undefined {
  return readSecret(join(dataDir, SECRETS_FOLDER, name));
}
