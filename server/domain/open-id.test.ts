import { describe, expect, it } from 'vitest';
import { namesFromProvider, newOpenIdState, openIdNonce, pkceChallenge, pkceMatches } from './open-id.ts';

describe('OpenID sign-in rules', () => {
  it('makes the RFC 7636 S256 challenge of a verifier and accepts only that verifier', () => {
    // RFC 7636 appendix B
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(pkceChallenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(pkceMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(pkceMatches(`${verifier.slice(0, -1)}l`, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(false);
    expect(pkceMatches(verifier, 'short')).toBe(false);
  });

  it('derives a nonce per state that differs by secret and by state', () => {
    const state = newOpenIdState();
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(openIdNonce('a', state)).toBe(openIdNonce('a', state));
    expect(openIdNonce('b', state)).not.toBe(openIdNonce('a', state));
    expect(openIdNonce('a', newOpenIdState())).not.toBe(openIdNonce('a', state));
  });

  it('names a new member from the given and family names, else from the whole name', () => {
    expect(namesFromProvider({ givenName: 'Ken', familyName: 'Mori', name: 'Ken Mori' })).toEqual({ first: 'Ken', last: 'Mori' });
    expect(namesFromProvider({ givenName: null, familyName: null, name: '森 健' })).toEqual({ first: '森 健', last: '' });
    expect(namesFromProvider({ givenName: null, familyName: null, name: null })).toEqual({ first: '', last: '' });
  });
});
