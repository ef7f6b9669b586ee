import { describe, expect, it } from 'vitest';
import { phoneE164 } from './phone.ts';

describe('reading a phone number as the guest typed it (spec 1 §5, stored in E.164)', () => {
  it('takes spaces, dashes and a leading + with the country code', () => {
    expect(phoneE164('+81 90-1234-5678', 'JP')).toBe('+819012345678');
    expect(phoneE164('+819012345678', 'JP')).toBe('+819012345678');
    expect(phoneE164('  +81 (90) 1234.5678 ', 'KR')).toBe('+819012345678');
  });

  it('reads a national number at a Japanese hotel as Japanese', () => {
    expect(phoneE164('090-1234-5678', 'JP')).toBe('+819012345678');
    expect(phoneE164('09012345678', 'JP')).toBe('+819012345678');
    expect(phoneE164('(03) 1234-5678', 'JP')).toBe('+81312345678');
  });

  it('takes what a Japanese keyboard types: full-width digits and dashes, ー for a dash', () => {
    expect(phoneE164('０９０－１２３４－５６７８', 'JP')).toBe('+819012345678');
    expect(phoneE164('＋８１ ９０ １２３４ ５６７８', 'JP')).toBe('+819012345678');
    expect(phoneE164('090ー1234ー5678', 'JP')).toBe('+819012345678');
  });

  it('reads national numbers by the hotel’s country, and international ones anywhere', () => {
    expect(phoneE164('010-1234-5678', 'KR')).toBe('+821012345678');
    expect(phoneE164('0912-345-678', 'TW')).toBe('+886912345678');
    expect(phoneE164('+1 (415) 555-2671', 'JP')).toBe('+14155552671');
    expect(phoneE164('+44 20 7946 0958', 'JP')).toBe('+442079460958');
    // the international call prefix dialled from Japan
    expect(phoneE164('010 81 90 1234 5678', 'JP')).toBe('+819012345678');
  });

  it('refuses a national number of another country, and one without a country to read it by', () => {
    expect(phoneE164('090-1234-5678', 'KR')).toBeNull();
    expect(phoneE164('090-1234-5678', '')).toBeNull();
  });

  it('refuses garbage: letters, extensions, too few or too many digits, a + in the middle', () => {
    for (const typed of ['', 'abc', 'call me', '090-1234-5678 ext 5', '12', '1234567', '+81 90 1234 5678 9', '090+12345678', '+81-90-1234-5678😀'])
      expect(phoneE164(typed, 'JP'), typed).toBeNull();
  });
});
