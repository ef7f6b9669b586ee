import { hotelToday, shiftDate } from '../domain/dates.ts';
import type { Db } from './client.ts';
import { applyDemoRoomImages } from './demo-room-images.ts';
import { applyDemoTranslations } from './demo-translations.ts';
import { seedDemo, type DemoSeedResult } from './seed.ts';
import { seedDemoMember } from './seed-member.ts';

/**
 * Loads the demo brand and its hotels when they are missing (dated from the day before `now` in
 * Kyoto), then writes their texts in every locale, gives their room types pictures and adds the demo member. Used at start in demo mode and by
 * `npm run seed:demo`.
 */
export async function loadDemo(db: Db, now: Date): Promise<DemoSeedResult> {
  const demo = await seedDemo(db, shiftDate(hotelToday('Asia/Tokyo', now), -1));
  if (demo === 'outdated') {
    console.warn(
      'This database holds demo data from an earlier version of Yado: newer demo extras, coupons, questions and plans are missing. Delete the data folder (./data) to load the current demo.',
    );
  }
  await applyDemoTranslations(db);
  await applyDemoRoomImages(db);
  await seedDemoMember(db, now);
  return demo;
}
