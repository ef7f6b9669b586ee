import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { guestsSummary } from './guests-summary.ts';
import type { RoomParams } from './search-params.ts';

const room = (adults: number, extra: Partial<RoomParams> = {}): RoomParams => ({ adults, kidsTiers: [], childrenAges: [], ...extra });

afterAll(() => activateLocale('en'));

describe('the guests line of the search form', () => {
  it('says the party in one line with plurals, rooms only when several', async () => {
    await activateLocale('en');
    expect(guestsSummary([room(2)], 0, 'en')).toBe('2 adults');
    expect(guestsSummary([room(1)], 0, 'en')).toBe('1 adult');
    expect(guestsSummary([room(2, { kidsTiers: [{ code: 'A', count: 1 }] })], 0, 'en')).toBe('2 adults, 1 child');
    expect(guestsSummary([room(2), room(2)], 0, 'en')).toBe('2 rooms, 4 adults');
    expect(guestsSummary([room(1, { childrenAges: [4, 9] }), room(2, { kidsTiers: [{ code: 'C', count: 1 }] })], 1, 'en')).toBe(
      '2 rooms, 3 adults, 3 children, 1 accessibility need',
    );
  });

  it('counts companions with the adults and the children they are', async () => {
    await activateLocale('en');
    expect(guestsSummary([room(2, { adultCompanions: 1, kidCompanions: 1 })], 0, 'en')).toBe('3 adults, 1 child');
  });

  it("speaks the guest's language, with its own comma", async () => {
    const rooms = [room(2, { kidsTiers: [{ code: 'A', count: 1 }] }), room(2)];
    await activateLocale('ja');
    expect(guestsSummary(rooms, 0, 'ja')).toBe('2室、大人4名、子供1名');
    await activateLocale('ar');
    expect(guestsSummary(rooms, 0, 'ar')).toBe('غرفتان، 4 بالغين، طفل واحد');
  });
});
