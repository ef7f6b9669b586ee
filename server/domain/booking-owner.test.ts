import { describe, expect, it } from 'vitest';
import { ownerRefusal, payerRefusal } from './booking-owner.ts';

describe('who may change a reservation (spec 1 §6)', () => {
  it('lets the member who booked change their reservation, and nobody else', () => {
    expect(ownerRefusal('member-a', 'member-a')).toBeNull();
    expect(ownerRefusal('member-a', 'member-b')).toBe('member_sign_in_required');
    expect(ownerRefusal('member-a', null)).toBe('member_sign_in_required');
  });

  it('lets a guest booking be changed only with nobody signed in', () => {
    expect(ownerRefusal(null, null)).toBeNull();
    expect(ownerRefusal(null, 'member-a')).toBe('member_sign_out_required');
  });
});

describe('who may pay a reservation by card (spec 1 §6)', () => {
  it('lets only the member who booked pay their reservation', () => {
    expect(payerRefusal('member-a', 'member-a')).toBeNull();
    expect(payerRefusal('member-a', 'member-b')).toBe('member_sign_in_required');
    expect(payerRefusal('member-a', null)).toBe('member_sign_in_required');
  });

  it('lets a guest booking be paid whoever is signed in', () => {
    expect(payerRefusal(null, null)).toBeNull();
    expect(payerRefusal(null, 'member-a')).toBeNull();
  });
});
