// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { $member } from '../../../lib/member-session.ts';
import { envelope, json, mockFetch } from '../../../testing/render.tsx';
import { resetForm } from '../member-store.ts';
import { accountFixture } from './my-account-testing.tsx';
import {
  $account,
  $deletionForm,
  $emailConfirmation,
  $emailForm,
  $passwordForm,
  $profileForm,
  confirmEmailChange,
  loadAccount,
  needsRecentSignIn,
  profileValuesOf,
  submitDeletion,
  submitEmailChange,
  submitPasswordChange,
  submitProfile,
} from './account-store.ts';

const HOTEL = 'demo-kyoto';
const ACCOUNT = accountFixture();
const { program_id, rank_id, non_signed_in_program_ids, program, rank, has_password, ...PROFILE } = ACCOUNT;

/** A field error as the server sends it (details[field]). */
const fieldRefusal = (field: string, code: string) => ({
  errors: [{ title: 'Invalid', status: 422, code: '1000', details: { base: [], [field]: [{ code, error: code }] } }],
});

beforeEach(() => {
  configureApiClient({ hotelCode: HOTEL, clientSession: async () => 'cs-1', locale: () => 'en', memberToken: () => 'at-1' }, { reset: true });
  for (const form of [$profileForm, $emailForm, $passwordForm, $deletionForm]) resetForm(form);
  $member.set({ status: 'signed-in', user: PROFILE, change: 'sign-in' });
  $account.set({ status: 'loading' });
});
afterEach(() => vi.unstubAllGlobals());

describe('the member’s profile (spec 1 §3, §5)', () => {
  it('loads the account with the member’s token, and says when it could not', async () => {
    const { requests } = mockFetch(() => json(200, { data: ACCOUNT }));
    await loadAccount(HOTEL);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer at-1');
    expect($account.get()).toEqual({ status: 'ready', account: ACCOUNT });
    mockFetch(() => json(500, envelope(500, '3203', 'Error')));
    await loadAccount(HOTEL);
    expect($account.get().status).toBe('error');
  });

  it('refuses a name in another script than the locale’s and a phone that is none, sending nothing', async () => {
    const { requests } = mockFetch(() => json(200, { data: PROFILE }));
    const values = { ...profileValuesOf(ACCOUNT), first_name: 'はなこ', phone: 'call me' };
    expect(await submitProfile(HOTEL, values, 'en')).toBe(false);
    expect($profileForm.get().errors).toEqual({ first_name: 'name_latin_only', phone: 'phone_invalid' });
    expect(requests).toHaveLength(0);
  });

  it('saves the details, clears an emptied phone, sends kana only in Japanese, and names the member anew in the menu', async () => {
    const saved = { ...PROFILE, first_name: 'Hana', promotion_email: true };
    const { requests } = mockFetch(() => json(200, { data: saved }));
    $account.set({ status: 'ready', account: ACCOUNT });
    const values = { ...profileValuesOf({ ...ACCOUNT, phone: '+81 75 123 4567' }), first_name: ' Hana ', phone: '', promotion_email: true };
    expect(await submitProfile(HOTEL, values, 'en')).toBe(true);
    expect(requests[0]!.method).toBe('PUT');
    expect(requests[0]!.body).toEqual({ first_name: 'Hana', last_name: 'Yamada', phone: null, promotion_email: true });
    expect($profileForm.get().status).toBe('done');
    expect($member.get()).toMatchObject({ status: 'signed-in', user: { first_name: 'Hana' } });
    expect($account.get()).toMatchObject({ account: { first_name: 'Hana', promotion_email: true } });

    await submitProfile(HOTEL, { ...values, first_name: '花子', last_name: '山田', first_name_kana: 'ハナコ' }, 'ja');
    expect(requests[1]!.body).toMatchObject({ first_name_kana: 'ハナコ', last_name_kana: null });
  });
});

describe('changing the e-mail address and the password', () => {
  it('asks for the e-mail change with the current password, keeps the address asked for, and shows a wrong password on its field', async () => {
    const { requests } = mockFetch(() => json(200, { data: { pending_email: 'new@yado.example' } }));
    expect(await submitEmailChange(HOTEL, { email: ' new@yado.example ', current_password: 'Sakura2026x' })).toBe(true);
    expect(requests[0]!.body).toEqual({ email: 'new@yado.example', current_password: 'Sakura2026x' });
    expect($emailForm.get()).toMatchObject({ status: 'done', email: 'new@yado.example' });

    mockFetch(() => json(422, fieldRefusal('current_password', 'current_password_wrong')));
    expect(await submitEmailChange(HOTEL, { email: 'new@yado.example', current_password: 'Wrong2026x' })).toBe(false);
    expect($emailForm.get()).toMatchObject({ status: 'error', errors: { current_password: 'current_password_wrong' } });
  });

  it('confirms the link sent to the new address with email_update, and reads a used or expired link (3780) as one that no longer works', async () => {
    const { requests } = mockFetch(() => json(200, { data: { email: 'new@yado.example' } }));
    await confirmEmailChange(HOTEL, 'tok_abcdefghijklmnop');
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ confirmation_token: 'tok_abcdefghijklmnop', email_update: 'true' });
    expect($emailConfirmation.get()).toEqual({ status: 'confirmed', email: 'new@yado.example' });
    mockFetch(() => json(422, envelope(422, '3780', 'This link does not work')));
    await confirmEmailChange(HOTEL, 'tok_abcdefghijklmnop');
    expect($emailConfirmation.get().status).toBe('broken');
    mockFetch(() => json(500, envelope(500, '3203', 'Error')));
    await confirmEmailChange(HOTEL, 'tok_abcdefghijklmnop');
    expect($emailConfirmation.get().status).toBe('error');
  });

  it('holds a new password to the rules and its confirmation before sending, and says when it is the current one (1302)', async () => {
    const { requests } = mockFetch(() => json(422, envelope(422, '1302', 'Reused', ['password_reused'])));
    await submitPasswordChange(HOTEL, { current_password: '', password: 'sakura2026', password_confirmation: 'sakura2027' });
    expect($passwordForm.get().errors).toEqual({
      current_password: 'password_required',
      password: 'password_needs_upper',
      password_confirmation: 'password_mismatch',
    });
    expect(requests).toHaveLength(0);
    expect(await submitPasswordChange(HOTEL, { current_password: 'Sakura2026x', password: 'Sakura2026x', password_confirmation: 'Sakura2026x' })).toBe(false);
    expect($passwordForm.get().errors).toEqual({ password: 'password_reused' });
  });

  it('changes the password and empties nothing but the form', async () => {
    mockFetch(() => json(200, { data: PROFILE }));
    expect(await submitPasswordChange(HOTEL, { current_password: 'Sakura2026x', password: 'Momiji2027y', password_confirmation: 'Momiji2027y' })).toBe(true);
    expect($passwordForm.get().status).toBe('done');
    expect($member.get().status).toBe('signed-in');
  });
});

describe('deleting the account (spec 1 §4)', () => {
  it('keeps the member signed in when the password is wrong or a stay checks in today', async () => {
    mockFetch(() => json(422, fieldRefusal('current_password', 'current_password_wrong')));
    expect(await submitDeletion(HOTEL, 'Wrong2026x')).toBe(false);
    expect($deletionForm.get().errors).toEqual({ current_password: 'current_password_wrong' });
    mockFetch(() => json(422, envelope(422, '1000', 'Check-in today', ['cancel_on_checkin_day'])));
    expect(await submitDeletion(HOTEL, 'Sakura2026x')).toBe(false);
    expect($deletionForm.get()).toMatchObject({ status: 'error', errors: {} });
    expect($member.get().status).toBe('signed-in');
  });

  it('asks for the password first, then signs the member out locally as deleted', async () => {
    const { requests } = mockFetch(() => json(200, { data: { deleted: true, cancelled_reservations: ['R-1'] } }));
    expect(await submitDeletion(HOTEL, '')).toBe(false);
    expect($deletionForm.get().errors).toEqual({ current_password: 'password_required' });
    expect(requests).toHaveLength(0);
    expect(await submitDeletion(HOTEL, 'Sakura2026x')).toBe(true);
    expect(requests[0]!.url.pathname).toMatch(/\/memberships\/cancel$/);
    expect(requests[0]!.body).toEqual({ current_password: 'Sakura2026x' });
    expect($member.get()).toEqual({ status: 'signed-out', change: 'deleted' });
  });
});

describe('a member without a password (made by an OpenID sign-in)', () => {
  const recentSignInRefusal = () => json(403, envelope(403, '1000', 'Sign in again', ['recent_sign_in_required']));
  beforeEach(() => $account.set({ status: 'ready', account: { ...ACCOUNT, has_password: false } }));

  it('asks the e-mail change and deletes the account without a current password', async () => {
    const { requests } = mockFetch((request) =>
      request.url.pathname.endsWith('/cancel')
        ? json(200, { data: { deleted: true, cancelled_reservations: [] } })
        : json(200, { data: { pending_email: 'new@yado.example' } }),
    );
    expect(await submitEmailChange(HOTEL, { email: 'new@yado.example', current_password: '' })).toBe(true);
    expect(requests[0]!.body).toEqual({ email: 'new@yado.example' });
    expect(await submitDeletion(HOTEL, '')).toBe(true);
    expect(requests[1]!.body).toEqual({});
    expect($member.get()).toEqual({ status: 'signed-out', change: 'deleted' });
  });

  it('sets a first password without a current one, and the account has one from then on', async () => {
    const { requests } = mockFetch(() => json(200, { data: PROFILE }));
    expect(await submitPasswordChange(HOTEL, { current_password: '', password: 'Momiji2027y', password_confirmation: 'Momiji2027y' })).toBe(true);
    expect(requests[0]!.body).toEqual({ password: 'Momiji2027y', password_confirmation: 'Momiji2027y' });
    expect($account.get()).toMatchObject({ status: 'ready', account: { has_password: true } });
  });

  it('tells the form a recent sign-in is needed when the server asks for one, and keeps the member signed in', async () => {
    mockFetch(recentSignInRefusal);
    expect(await submitDeletion(HOTEL, '')).toBe(false);
    expect($deletionForm.get()).toMatchObject({ status: 'error', errors: {} });
    expect(needsRecentSignIn($deletionForm.get().error)).toBe(true);
    expect($member.get().status).toBe('signed-in');
    expect(await submitPasswordChange(HOTEL, { current_password: '', password: 'Momiji2027y', password_confirmation: 'Momiji2027y' })).toBe(false);
    expect(needsRecentSignIn($passwordForm.get().error)).toBe(true);
    expect($account.get()).toMatchObject({ account: { has_password: false } });
    mockFetch(() => json(422, fieldRefusal('current_password', 'current_password_wrong')));
    await submitEmailChange(HOTEL, { email: 'new@yado.example', current_password: '' });
    expect(needsRecentSignIn($emailForm.get().error)).toBe(false);
  });
});
