import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from './client.ts';
import { DEMO_ILLUSTRATIONS, ILLUSTRATION_SIZE, type Scene } from '../demo/room-illustrations.ts';
import { DEMO_HOTELS } from './seed-data.ts';

/** Where the server serves the demo pictures (http/demo-images.ts). */
export const DEMO_IMAGES_PATH = '/media/demo/';
const DIR = new URL('../demo/room-images/', import.meta.url);
const ALTS = JSON.parse(readFileSync(new URL('../demo/room-image-alts.json', import.meta.url), 'utf8')) as Record<Scene, Record<string, string>>;

/** A picture's content hash, part of its URL: a changed picture gets a new URL, so copies may be kept a year. */
export function demoImageVersion(file: string): string {
  return createHash('sha256')
    .update(readFileSync(new URL(file, DIR)))
    .digest('base64url')
    .slice(0, 10);
}

/**
 * Gives the demo hotels' room types their pictures (server/demo/room-images/), with alt text in
 * every locale: on a new database right after the demo is loaded, on an older one at the next
 * start. Replaces only the demo hotels' room type images.
 */
export async function applyDemoRoomImages(db: Db): Promise<void> {
  const roomTypes = await db
    .selectFrom('room_types as rt')
    .innerJoin('hotels as h', 'h.id', 'rt.hotel_id')
    .select(['rt.id', 'rt.code'])
    .where(
      'h.code',
      'in',
      DEMO_HOTELS.map((hotel) => hotel.code),
    )
    .execute();
  const rows = roomTypes.flatMap((roomType) =>
    DEMO_ILLUSTRATIONS.filter((picture) => picture.roomType === roomType.code).map((picture, sort) => ({
      room_type_id: roomType.id,
      sort,
      url: `${DEMO_IMAGES_PATH}${picture.file}?v=${demoImageVersion(picture.file)}`,
      width: ILLUSTRATION_SIZE.width,
      height: ILLUSTRATION_SIZE.height,
      alts: ALTS[picture.scene],
    })),
  );
  if (rows.length === 0) return;
  const current = await db
    .selectFrom('room_type_images')
    .select(['room_type_id', 'sort', 'url', 'alts'])
    .where(
      'room_type_id',
      'in',
      roomTypes.map((roomType) => roomType.id),
    )
    .orderBy('room_type_id')
    .orderBy('sort')
    .execute();
  // written only when something changed: each write moves the configuration version
  const key = (row: { room_type_id: string; sort: number; url: string; alts: Record<string, string> }) =>
    JSON.stringify([row.room_type_id, row.sort, row.url, Object.entries(row.alts).sort()]);
  const wanted = rows.map(key).sort();
  if (JSON.stringify(current.map(key).sort()) === JSON.stringify(wanted)) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('room_type_images')
      .where(
        'room_type_id',
        'in',
        roomTypes.map((roomType) => roomType.id),
      )
      .execute();
    await trx
      .insertInto('room_type_images')
      .values(rows.map((row) => ({ ...row, alts: JSON.stringify(row.alts), srcset: '[]' })))
      .execute();
  });
}
