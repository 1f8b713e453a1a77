import { rmSync } from 'node:fs';

/** Removes the data folder the run created for its shop (about 40 MB of seeded database each run). */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && process.env.E2E_REMOVE_DATA_DIR === '1') rmSync(dataDir, { recursive: true, force: true });
}
