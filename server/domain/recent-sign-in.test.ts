import { describe, expect, it } from 'vitest';
import { signedInRecently } from './recent-sign-in.ts';

describe('signedInRecently', () => {
  const signedIn = new Date('2026-05-01T10:00:00Z');

  it('takes a sign-in up to ten minutes old', () => {
    expect(signedInRecently(signedIn, new Date('2026-05-01T10:00:00Z'))).toBe(true);
    expect(signedInRecently(signedIn, new Date('2026-05-01T10:10:00Z'))).toBe(true);
  });

  it('refuses a sign-in older than ten minutes', () => {
    expect(signedInRecently(signedIn, new Date('2026-05-01T10:10:01Z'))).toBe(false);
  });
});
