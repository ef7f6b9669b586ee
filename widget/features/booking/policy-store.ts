import { atom } from 'nanostores';
import { listCancellationPolicies, type CancellationPolicy } from '../../../shared/api/cancellation-policies.ts';
import { callApi } from '../../lib/api-client.ts';
import type { Selection } from '../../lib/selection.ts';

/** The cancellation policy of the selected plans (one reservation has one), shown before booking. */
export type PolicyState =
  | { status: 'idle' }
  | { status: 'loading'; planCode: string }
  | { status: 'done'; planCode: string; policy: CancellationPolicy | null }
  | { status: 'error'; planCode: string; error: unknown };

export const $policy = atom<PolicyState>({ status: 'idle' });

/**
 * Loads the policy the selected room plans share (spec 2 §7.3: list filtered by room_plan_codes;
 * the results page lets only plans of one policy go to checkout together).
 */
export async function loadPolicy(hotelCode: string, selection: Selection): Promise<void> {
  const first = selection.rooms[0];
  if (!first) return;
  const planCode = first.roomPlanCode;
  const current = $policy.get();
  if ((current.status === 'loading' || current.status === 'done') && current.planCode === planCode) return;
  $policy.set({ status: 'loading', planCode });
  try {
    const { data } = await callApi(listCancellationPolicies, { params: { code: hotelCode }, query: { room_plan_codes: planCode } });
    const policy = data.find((p) => p.id === first.cancellationPolicyId) ?? data.find((p) => p.room_plan_codes.includes(planCode)) ?? data[0] ?? null;
    if (($policy.get() as { planCode?: string }).planCode === planCode) $policy.set({ status: 'done', planCode, policy });
  } catch (error) {
    $policy.set({ status: 'error', planCode, error });
  }
}
