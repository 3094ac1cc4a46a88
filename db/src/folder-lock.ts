import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface FolderLock {
  release(): void;
}

export class FolderLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `La carpeta de datos ${dataDir} ya está abierta por otro proceso (pid ${pid}). Cerralo antes de abrirla.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data folder corrupt it. A pid file taken
 * with O_EXCL guards it; a file left by a killed process (pid no longer alive) is taken over.
 */
export function acquireFolderLock(dataDir: string): FolderLock {
  const file = join(dataDir, 'club.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(file, { force: true });
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new FolderLockedError(dataDir, pid);
      }
      if (pid === process.pid) throw new FolderLockedError(dataDir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`No se pudo tomar el bloqueo de ${dataDir}`);
}
