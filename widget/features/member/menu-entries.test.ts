import { describe, expect, it } from 'vitest';
import { type MenuFacts, menuEntries } from './menu-entries.ts';

const GUEST: MenuFacts = { signedIn: false, membershipLogin: true, signUpActive: true, customAuth: false, voucherMode: false, brandId: 'b-1' };

describe('the login menu’s entries (spec 1 §5, menu visibility)', () => {
  it('offers a guest member sign-in and sign-up, and a member their account, their reservations, their payment options and sign-out', () => {
    expect(menuEntries(GUEST)).toEqual(['sign-in', 'sign-up']);
    expect(menuEntries({ ...GUEST, signedIn: true })).toEqual(['account', 'reservations', 'payment-options', 'sign-out']);
  });

  it('offers no sign-up in voucher mode or when the brand takes no new members', () => {
    expect(menuEntries({ ...GUEST, voucherMode: true })).toEqual(['sign-in']);
    expect(menuEntries({ ...GUEST, signUpActive: false })).toEqual(['sign-in']);
  });

  it('offers neither sign-in nor sign-up with custom authentication or without membership login', () => {
    expect(menuEntries({ ...GUEST, customAuth: true })).toEqual([]);
    expect(menuEntries({ ...GUEST, membershipLogin: false })).toEqual([]);
  });

  it('hides logout for brands 1106 and 1099', () => {
    expect(menuEntries({ ...GUEST, signedIn: true, brandId: '1106' })).toEqual(['account', 'reservations', 'payment-options']);
    expect(menuEntries({ ...GUEST, signedIn: true, brandId: '1099' })).toEqual(['account', 'reservations', 'payment-options']);
  });
});
