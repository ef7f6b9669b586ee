import { atom } from 'nanostores';
import { listCancellationPolicies, type CancellationPolicy } from '../../../shared/api/cancellation-policies.ts';
import { callApi } from '../../lib/api-client.ts';

/** The hotel's cancellation policies shown on /cancellation-policy (spec 1 §2). */
export type PoliciesState =
  | { status: 'idle' }
  | { status: 'loading'; id: string }
  | { status: 'done'; id: string; policies: CancellationPolicy[] }
  | { status: 'error'; id: string; error: unknown };

export const $policies = atom<PoliciesState>({ status: 'idle' });

/**
 * Loads the hotel's cancellation policies; with `policyId` (the page's `?policy_id=`) only that
 * one. An unknown id leaves the list empty: spec 2 §7.3, the view then says there is no data.
 */
export async function showPolicies(hotelCode: string, policyId: string | null, locale: string): Promise<void> {
  const id = JSON.stringify([hotelCode, policyId ?? '', locale]);
  const current = $policies.get();
  if (current.status !== 'idle' && current.status !== 'error' && current.id === id) return;
  $policies.set({ status: 'loading', id });
  try {
    const { data } = await callApi(listCancellationPolicies, { params: { code: hotelCode }, query: {} });
    const policies = policyId ? data.filter((policy) => policy.id === policyId) : data;
    if (($policies.get() as { id?: string }).id === id) $policies.set({ status: 'done', id, policies });
  } catch (error) {
    if (($policies.get() as { id?: string }).id === id) $policies.set({ status: 'error', id, error });
  }
}
