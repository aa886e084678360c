import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The embedded database's folder is already open in another live process. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataPath: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${dataPath} is in use by process ${pid}.`);
    this.name = 'DataDirBusyError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite's data folder must be opened by one process at a time (it takes no lock of its own, and two
 * writers corrupt it): a pid file says who has it. A file left by a process that died is taken over.
 */
export function lockDataDir(dataPath: string): () => void {
  // Beside the folder, not in it: PGlite's first start needs an empty folder.
  const file = `${dataPath}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirBusyError(dataPath, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataPath}`);
}
