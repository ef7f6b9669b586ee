import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PasswordSchema, SignUpBodySchema } from './memberships.ts';

const refusals = (password: string) => {
  const result = v.safeParse(PasswordSchema, password);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('the password policy (spec 1 §5)', () => {
  it('takes 8 characters or more with an upper-case letter, a lower-case letter and a digit', () => {
    expect(refusals('Kyoto2026')).toEqual([]);
    expect(refusals('Ab3defgh')).toEqual([]);
    // any script's cases and digits count, and symbols are welcome
    expect(refusals('Ünïcødé9')).toEqual([]);
    expect(refusals('pass WORD 1 !')).toEqual([]);
  });

  it('names every rule a password breaks', () => {
    expect(refusals('')).toEqual(['password_required', 'password_too_short', 'password_needs_upper', 'password_needs_lower', 'password_needs_digit']);
    expect(refusals('Ab3defg')).toEqual(['password_too_short']);
    expect(refusals('abcdefg1')).toEqual(['password_needs_upper']);
    expect(refusals('ABCDEFG1')).toEqual(['password_needs_lower']);
    expect(refusals('Abcdefgh')).toEqual(['password_needs_digit']);
    expect(refusals(`Ab3${'x'.repeat(126)}`)).toEqual(['password_too_long']);
  });
});

describe('the sign-up body', () => {
  const body = {
    email: 'a@example.com',
    password: 'Kyoto2026',
    password_confirmation: 'Kyoto2026',
    first_name: 'Ken',
    last_name: 'Mori',
    locale: 'en',
    terms_accepted: true,
  };

  it('takes a complete sign-up, promotion e-mail off unless asked', () => {
    expect(v.parse(SignUpBodySchema, body)).toMatchObject({ email: 'a@example.com', promotion_email: false });
  });

  it('needs the terms accepted and the password typed twice alike', () => {
    const result = v.safeParse(SignUpBodySchema, { ...body, terms_accepted: false, password_confirmation: 'Kyoto2027' });
    expect(result.success).toBe(false);
    const paths = result.issues!.map((issue) => [issue.path?.map((p) => p.key).join('.'), issue.message]);
    expect(paths).toEqual(expect.arrayContaining([['terms_accepted', 'terms_required']]));
    const mismatch = v.safeParse(SignUpBodySchema, { ...body, password_confirmation: 'Kyoto2027' });
    expect(mismatch.issues!.map((issue) => [issue.path?.map((p) => p.key).join('.'), issue.message])).toEqual([['password_confirmation', 'password_mismatch']]);
  });
});
