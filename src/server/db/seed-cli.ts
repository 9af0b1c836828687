import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** `npm run seed`: migrates the configured database and fills it with the demo data if it is empty. */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  const started = performance.now();
  const seeded = await seedIfEmpty(database.db, config.passwordHashCost);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    seeded ? `Demo data seeded in ${seconds} s.` : 'The database already has data; nothing seeded.',
  );
} finally {
  await database.close();
}
