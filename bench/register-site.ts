// Registers the bench's host page as a site of the demo brand (hotel_brands.site_origins), so
// the production server lets that page frame the widget, as a hotel's own site would be.
// Usage: SITE_ORIGIN=http://127.0.0.1:PORT node --import tsx bench/register-site.ts (with DATA_DIR or DATABASE_URL)
import { readConfig } from '../server/config.ts';
import { configuredTarget, openDb } from '../server/db/client.ts';

const origin = process.env.SITE_ORIGIN;
if (!origin) throw new Error('SITE_ORIGIN is not set');
const { db } = await openDb(configuredTarget(readConfig()));
try {
  const brands = await db
    .updateTable('hotel_brands')
    .set({ site_origins: [origin] })
    .executeTakeFirst();
  if (Number(brands.numUpdatedRows) === 0) throw new Error('no brand to register the site with: load the demo hotels first');
} finally {
  await db.destroy();
}
