import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { roomGuestsText } from './guests-text.ts';

beforeAll(() => activateLocale('en'));

describe("a room's guests in words", () => {
  const names = { A: 'School-age children', C: 'Infants', adult_companion: 'Caregivers' };

  it('names each tier with its meal and bedding option, and each companion', () => {
    const room = {
      adults: 2,
      childrenAges: [],
      adultCompanions: 1,
      kidsTiers: [
        { code: 'A', count: 2, meal_bed: 'meal_yes_bedding' as const },
        { code: 'C', count: 1, meal_bed: 'meal_no' as const },
      ],
    };
    expect(roomGuestsText(room, names, 'en')).toBe(
      '2 adults, School-age children (Children’s meals and a bed) × 2, Infants (No meals or bed) × 1, and Caregivers × 1',
    );
  });

  it('says children by tier, or by age, as before', () => {
    expect(roomGuestsText({ adults: 1, kidsTiers: [{ code: 'A', count: 1 }], childrenAges: [] }, names, 'en')).toBe('1 adult and School-age children × 1');
    expect(roomGuestsText({ adults: 2, kidsTiers: [], childrenAges: [4, 9] }, names, 'en')).toBe('2 adults and 2 children (ages 4 and 9)');
  });
});
