// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client.ts';
import { policyFixture } from '../../testing/fixtures.ts';
import { envelope, json, mockFetch } from '../../testing/render.tsx';
import { $policies, showPolicies } from './policies-store.ts';

const STANDARD = policyFixture();
const STRICT = policyFixture({ id: '0b6d1f4e-8a2c-4f0e-9a51-3c7e2d9b1a40', name: 'Non-refundable', room_plan_codes: ['TWN-RO'] });

beforeEach(() => {
  $policies.set({ status: 'idle' });
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('policies store', () => {
  it('loads every policy of the hotel once per hotel, id and language', async () => {
    const { requests } = mockFetch(() => json(200, { data: [STANDARD, STRICT] }));
    await showPolicies('sakura-kyoto', null, 'en');
    await showPolicies('sakura-kyoto', null, 'en');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/cancellation_policies');
    const state = $policies.get();
    expect(state.status === 'done' && state.policies.map((policy) => policy.name)).toEqual(['Standard', 'Non-refundable']);
  });

  it('keeps only the policy the query names', async () => {
    mockFetch(() => json(200, { data: [STANDARD, STRICT] }));
    await showPolicies('sakura-kyoto', STRICT.id, 'en');
    const state = $policies.get();
    expect(state.status === 'done' && state.policies.map((policy) => policy.id)).toEqual([STRICT.id]);
  });

  it('has nothing to show for an unknown policy id', async () => {
    mockFetch(() => json(200, { data: [STANDARD, STRICT] }));
    await showPolicies('sakura-kyoto', 'no-such-policy', 'en');
    const state = $policies.get();
    expect(state.status === 'done' && state.policies).toEqual([]);
  });

  it('keeps the error of a failed load, and tries again next time', async () => {
    mockFetch(() => json(404, envelope(404, '1000', 'Hotel not found', ['hotel_not_found'])));
    await showPolicies('sakura-kyoto', null, 'en');
    expect($policies.get().status).toBe('error');
    const { requests } = mockFetch(() => json(200, { data: [STANDARD] }));
    await showPolicies('sakura-kyoto', null, 'en');
    expect(requests).toHaveLength(1);
    expect($policies.get().status).toBe('done');
  });
});
