// `pnpm seed`: reloads the catalogue seed files into the configured database.
import { loadServerConfig } from '../config/serverConfig';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { loadSeed } from '../seed/loadSeed';

const config = loadServerConfig(process.env);
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await migrate(database);
  const summary = await loadSeed(database);
  console.log(`Catalogue reloaded: ${summary.categories} categories, ${summary.products} products.`);
} finally {
  await database.close();
}
