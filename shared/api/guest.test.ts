import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GuestSchema } from './guest.ts';

const GOOD = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'Hanako@Example.com', phone: '+819012345678' };
const codes = (input: Record<string, string>) => {
  const result = v.safeParse(GuestSchema, { ...GOOD, ...input });
  return result.success ? [] : result.issues.map((i) => `${i.path?.map((p) => p.key).join('.')}:${i.message}`);
};

describe('guest validation (spec 1 §5)', () => {
  it('accepts English names and the scripts of our locales', () => {
    expect(codes({})).toEqual([]);
    for (const [first_name, last_name] of [['はなこ', '山田'], ['ハナコ', 'ヤマダ'], ['지민', '김'], ['小明', '王'], ['สมชาย', 'ใจดี'], ['محمد', 'العلي'], ['Zoë', "O'Brien-Smith"]]) {
      expect(codes({ first_name: first_name!, last_name: last_name! })).toEqual([]);
    }
  });

  it('rejects digits, symbols and emoji in names, and blank names', () => {
    expect(codes({ first_name: 'Hanako1' })).toEqual(['first_name:name_invalid_characters']);
    expect(codes({ last_name: 'Yamada😀' })).toEqual(['last_name:name_invalid_characters']);
    expect(codes({ last_name: '   ' })).toContain('last_name:name_required');
  });

  it('requires a valid e-mail typed the same twice', () => {
    expect(codes({ email: 'hanako@', email_confirmation: 'hanako@' })).toContain('email:email_invalid');
    expect(codes({ email_confirmation: 'hanako@example.jp' })).toEqual(['email_confirmation:email_mismatch']);
  });

  it('takes half-width digits with an optional leading plus for the phone', () => {
    expect(codes({ phone: '0312345678' })).toEqual([]);
    expect(codes({ phone: '03-1234-5678' })).toEqual(['phone:phone_invalid']);
    expect(codes({ phone: '０３１２３４５６７８' })).toEqual(['phone:phone_invalid']);
  });
});
