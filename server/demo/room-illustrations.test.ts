import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/constants.ts';
import { DEMO_HOTELS } from '../db/seed-data.ts';
import { DEMO_ILLUSTRATIONS, illustrationSvg } from './room-illustrations.ts';

const dir = new URL('./room-images/', import.meta.url);
const alts = JSON.parse(readFileSync(new URL('./room-image-alts.json', import.meta.url), 'utf8')) as Record<string, Record<string, string>>;

describe('the demo room pictures', () => {
  it('are the files the illustration code draws (npm run demo:room-images writes them), and no others', () => {
    expect(readdirSync(dir).sort()).toEqual(DEMO_ILLUSTRATIONS.map((picture) => picture.file).sort());
    for (const picture of DEMO_ILLUSTRATIONS) expect(readFileSync(new URL(picture.file, dir), 'utf8'), picture.file).toBe(illustrationSvg(picture));
  });

  it('stay small: well under 100 kB together, no script, no link to anything', () => {
    const files = DEMO_ILLUSTRATIONS.map((picture) => readFileSync(new URL(picture.file, dir), 'utf8'));
    expect(files.reduce((sum, file) => sum + file.length, 0)).toBeLessThan(70_000);
    for (const file of files) expect(file).not.toMatch(/<script|href|on\w+=|url\(/i);
  });

  it('give every demo room type two or three pictures, each with alt text in all eight locales', () => {
    for (const roomType of DEMO_HOTELS.flatMap((hotel) => hotel.roomTypes)) {
      const count = DEMO_ILLUSTRATIONS.filter((picture) => picture.roomType === roomType.code).length;
      expect(count, roomType.code).toBeGreaterThanOrEqual(2);
      expect(count, roomType.code).toBeLessThanOrEqual(3);
    }
    for (const picture of DEMO_ILLUSTRATIONS) {
      for (const locale of LOCALES) expect(alts[picture.scene]?.[locale]?.trim(), `${picture.scene} ${locale}`).toBeTruthy();
    }
  });
});
