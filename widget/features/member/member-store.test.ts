// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client.ts';
import { envelope, json, mockFetch } from '../../testing/render.tsx';
import {
  $confirmation,
  $forgotForm,
  $resetForm,
  $signUpForm,
  confirmSignUp,
  resetForm,
  type SignUpValues,
  submitForgotPassword,
  submitNewPassword,
  submitSignIn,
  submitSignUp,
} from './member-store.ts';

const HOTEL = 'demo-kyoto';
const VALUES: SignUpValues = {
  email: 'hanako@yado.example',
  password: 'Sakura2026x',
  password_confirmation: 'Sakura2026x',
  first_name: 'Hanako',
  last_name: 'Yamada',
  first_name_kana: '',
  last_name_kana: '',
  phone: '',
  terms_accepted: true,
  promotion_email: false,
};

beforeEach(() => {
  configureApiClient({ hotelCode: HOTEL, clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
  for (const form of [$signUpForm, $forgotForm, $resetForm]) resetForm(form);
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-up (spec 1 §5)', () => {
  it('refuses a weak password, a confirmation that differs and terms not accepted, sending nothing', async () => {
    const { requests } = mockFetch(() => json(201, { data: { email: VALUES.email } }));
    expect(await submitSignUp(HOTEL, { ...VALUES, password: 'sakura2026', terms_accepted: false }, 'en')).toBe(false);
    expect($signUpForm.get().errors).toEqual({ password: 'password_needs_upper', terms_accepted: 'terms_required' });
    await submitSignUp(HOTEL, { ...VALUES, password_confirmation: 'Sakura2026y' }, 'en');
    expect($signUpForm.get().errors).toEqual({ password_confirmation: 'password_mismatch' });
    expect(requests).toHaveLength(0);
    await submitSignUp(HOTEL, { ...VALUES, password: 'Sak1', password_confirmation: 'Sak1' }, 'en');
    expect($signUpForm.get().errors.password).toBe('password_too_short');
  });

  it('takes names in the locale’s script or English letters only', async () => {
    mockFetch(() => json(201, { data: { email: VALUES.email } }));
    await submitSignUp(HOTEL, { ...VALUES, first_name: '花子', last_name: '山田' }, 'ko');
    expect($signUpForm.get().errors).toEqual({ first_name: 'name_hangul_or_latin', last_name: 'name_hangul_or_latin' });
    expect(await submitSignUp(HOTEL, { ...VALUES, first_name: '花子', last_name: '山田' }, 'ja')).toBe(true);
  });

  it('sends the account with the locale, leaving out optional fields left empty, and keeps the address for the result page', async () => {
    const { requests } = mockFetch(() => json(201, { data: { email: VALUES.email } }));
    expect(await submitSignUp(HOTEL, VALUES, 'ja')).toBe(true);
    const { password, ...sent } = requests[0]!.body as Record<string, unknown>;
    expect(password).toBe(VALUES.password);
    expect(sent).toEqual({
      email: VALUES.email,
      password_confirmation: VALUES.password,
      first_name: 'Hanako',
      last_name: 'Yamada',
      terms_accepted: true,
      promotion_email: false,
      locale: 'ja',
    });
    expect($signUpForm.get()).toMatchObject({ status: 'done', email: VALUES.email });
  });

  it('shows the fields the server refused as field errors', async () => {
    mockFetch(() =>
      json(422, { errors: [{ title: 'Invalid', status: 422, code: '1000', details: { base: [], first_name: [{ code: 'name_latin_only', error: 'x' }] } }] }),
    );
    expect(await submitSignUp(HOTEL, VALUES, 'en')).toBe(false);
    expect($signUpForm.get().errors).toEqual({ first_name: 'name_latin_only' });
  });
});

describe('password reset and confirmation links', () => {
  it('asks for a reset link with the address only, whatever the answer says of accounts', async () => {
    const { requests } = mockFetch(() => json(200, { data: { email: 'someone@yado.example' } }));
    expect(await submitForgotPassword(HOTEL, ' someone@yado.example ')).toBe(true);
    expect(requests[0]!.body).toEqual({ email: 'someone@yado.example' });
    expect($forgotForm.get()).toMatchObject({ status: 'done', email: 'someone@yado.example' });
  });

  it('sets a new password with the link’s token, and says so on the password field when it is the current one (1302)', async () => {
    const { requests } = mockFetch(() => json(422, envelope(422, '1302', 'This password was used before.', ['password_reused'])));
    expect(await submitNewPassword(HOTEL, 'tok_abcdefghijklmnop', { password: 'Sakura2026x', password_confirmation: 'Sakura2026x' })).toBe(false);
    expect(requests[0]!.body).toEqual({ reset_password_token: 'tok_abcdefghijklmnop', password: 'Sakura2026x', password_confirmation: 'Sakura2026x' });
    expect($resetForm.get().errors).toEqual({ password: 'password_reused' });
  });

  it('reads the confirmation link’s outcome: confirmed, expired (1401, or a malformed token), already confirmed (1402)', async () => {
    mockFetch(() => json(200, { data: { email: VALUES.email } }));
    await confirmSignUp(HOTEL, 'tok_abcdefghijklmnop');
    expect($confirmation.get()).toEqual({ status: 'confirmed', email: VALUES.email });
    for (const [answer, status] of [
      [json(422, envelope(422, '1401', 'Expired')), 'expired'],
      [json(422, envelope(422, '1000', 'Invalid', ['token_invalid'])), 'expired'],
      [json(409, envelope(409, '1402', 'Already confirmed')), 'already'],
      [json(500, envelope(500, '3203', 'Error')), 'error'],
    ] as const) {
      mockFetch(() => answer.clone());
      await confirmSignUp(HOTEL, 'tok_abcdefghijklmnop');
      expect($confirmation.get().status).toBe(status);
    }
  });

  it('clears an earlier sign-in refusal from the error bar as the next try starts', async () => {
    const { $globalError, showGlobalError } = await import('../../lib/global-error.ts');
    showGlobalError(new Error('refused before'));
    mockFetch(() =>
      json(200, {
        data: {
          access_token: 'at-1',
          token_type: 'Bearer',
          expires_in: 900,
          expires_at: '2030-01-01T00:00:00Z',
          user: {
            id: 'm-1',
            email: 'a@b.example',
            first_name: 'A',
            last_name: 'B',
            first_name_kana: null,
            last_name_kana: null,
            phone: null,
            locale: 'en',
            promotion_email: false,
          },
        },
      }),
    );
    expect(await submitSignIn(HOTEL, { email: 'a@b.example', password: 'Sakura2026x' })).toBe(true);
    expect($globalError.get()).toBeNull();
  });
});
