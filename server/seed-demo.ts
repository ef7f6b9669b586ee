// `npm run seed:demo`: loads the demo brand and its hotels into the database the environment
// names (DATABASE_URL, or PGlite in DATA_DIR), whatever the demo mode: an operator's tool for
// trying a production install, and what the production check books against. Loading twice
// changes nothing.
import { readConfig } from './config.ts';
import { configuredTarget, openDb } from './db/client.ts';
import { loadDemo } from './db/load-demo.ts';
import { migrate } from './db/migrate.ts';

const config = readConfig();
const { db } = await openDb(configuredTarget(config));
try {
  await migrate(db);
  const result = await loadDemo(db, new Date());
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(result === 'loaded' ? `Demo hotels loaded into ${where}.` : `The demo hotels were already in ${where}.`);
} finally {
  await db.destroy();
}
