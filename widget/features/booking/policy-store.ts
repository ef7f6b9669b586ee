import { atom } from 'nanostores';
import { listCancellationPolicies, type CancellationPolicy } from '../../../shared/api/cancellation-policies.ts';
import { callApi } from '../../lib/api-client.ts';
import type { SelectedRoom } from '../../lib/selection.ts';

/** The cancellation policy of the selected plan, shown before booking. */
export type PolicyState =
  | { status: 'idle' }
  | { status: 'loading'; planCode: string }
  | { status: 'done'; planCode: string; policy: CancellationPolicy | null }
  | { status: 'error'; planCode: string; error: unknown };

export const $policy = atom<PolicyState>({ status: 'idle' });

/** Loads the policy of the selected room plan (spec 2 §7.3: list filtered by room_plan_codes). */
export async function loadPolicy(hotelCode: string, selection: SelectedRoom): Promise<void> {
  const planCode = selection.roomPlanCode;
  const current = $policy.get();
  if ((current.status === 'loading' || current.status === 'done') && current.planCode === planCode) return;
  $policy.set({ status: 'loading', planCode });
  try {
    const { data } = await callApi(listCancellationPolicies, { params: { code: hotelCode }, query: { room_plan_codes: planCode } });
    const policy = data.find((p) => p.id === selection.cancellationPolicyId) ?? data.find((p) => p.room_plan_codes.includes(planCode)) ?? data[0] ?? null;
    if (($policy.get() as { planCode?: string }).planCode === planCode) $policy.set({ status: 'done', planCode, policy });
  } catch (error) {
    $policy.set({ status: 'error', planCode, error });
  }
}
