import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

const SEARCH = `/hotels/demo-kyoto/rooms?checkin_date=2026-12-20&checkout_date=2026-12-22&rooms=${encodeURIComponent('[{"adults":2,"kids_tiers":[]}]')}`;

type Image = { url: string; width: number; height: number; alt: string; srcset: Array<{ url: string; width: number }> };
type RoomType = { room_type_code: string; images: Image[] };

describe.each(DRIVERS)('room pictures on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const search = async (locale: string): Promise<RoomType[]> => {
    const { status, json } = await server.call('GET', SEARCH, { headers: { 'x-locale': locale } });
    expect(status).toBe(200);
    return json.data.room_types;
  };

  it('answers every demo room type with two or three pictures, their size and alt text in the guest’s language', async () => {
    const english = await search('en');
    const twin = english.find((room) => room.room_type_code === 'std-twin')!;
    expect(twin.images[0]).toEqual({
      url: expect.stringMatching(/^\/media\/demo\/std-twin-room-twin\.svg\?v=[\w-]{10}$/),
      width: 640,
      height: 480,
      alt: 'Illustration: two single beds beside a window',
      srcset: [],
    });
    for (const room of english) expect(room.images.length, room.room_type_code).toBeGreaterThanOrEqual(2);
    const arabic = await search('ar');
    expect(arabic.find((room) => room.room_type_code === 'std-twin')!.images[0]!.alt).toBe('رسم توضيحي: سريران مفردان بجانب النافذة');
  });

  it('serves a picture as SVG that runs no script, kept a year under its versioned URL', async () => {
    const [room] = await search('en');
    const url = room!.images[0]!.url;
    const response = await server.app.request(url, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const stale = await server.app.request(url.replace(/\?v=.*/, '?v=old'));
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    expect(await stale.text()).toMatch(/^<svg [^>]*width="640" height="480"/);
    for (const path of ['/media/demo/missing.svg', '/media/demo/..%2Fdemo-images.ts', '/media/demo/room-image-alts.json']) {
      expect((await server.app.request(path)).status, path).toBe(404);
    }
  });

  it('shows a change of a room type’s pictures at the next search, in the hotel’s order', async () => {
    const before = (await search('th')).find((room) => room.room_type_code === 'washitsu')!;
    await sql`UPDATE room_type_images SET sort = 5 - sort, alts = '{"en": "Tatami room", "ja": "和室"}' WHERE room_type_id = (SELECT id FROM room_types WHERE code = 'washitsu')`.execute(
      server.db,
    );
    const after = (await search('th')).find((room) => room.room_type_code === 'washitsu')!;
    expect(after.images.map((image) => image.url)).toEqual(before.images.map((image) => image.url).reverse());
    // Thai is missing: the hotel's own language (Kyoto: Japanese) comes next
    expect(after.images[0]!.alt).toBe('和室');
  });

  it('refuses a picture without its size', async () => {
    const roomType = await server.db.selectFrom('room_types').select('id').where('code', '=', 'std-twin').executeTakeFirstOrThrow();
    await expect(
      server.db
        .insertInto('room_type_images')
        .values({ room_type_id: roomType.id, sort: 9, url: 'https://example.com/a.webp', width: 0, height: 300, alts: '{}', srcset: '[]' })
        .execute(),
    ).rejects.toThrow();
  });
});
