import type { Hono } from 'hono';
import { getCancellationPolicy, listCancellationPolicies, type CancellationPolicy } from '../../shared/api/cancellation-policies.ts';
import type { Locale } from '../../shared/constants.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { PolicySnapshot } from '../db/schema.ts';
import { listPolicies } from '../db/repositories/policies-repository.ts';
import { pickName } from '../i18n.ts';
import { ApiFailure } from '../http/failure.ts';
import { mountCall } from '../http/mount-call.ts';
import { TITLES } from '../http/messages.ts';
import { requireHotel } from './hotel-access.ts';

/** A stored policy (or a reservation's snapshot of one) as the API shows it. */
export function policyView(policy: PolicySnapshot, locale: Locale): CancellationPolicy {
  return {
    id: policy.id,
    name: pickName(policy.names, locale),
    description: pickName(policy.descriptions, locale),
    cancellation_policy_parts: [...policy.parts].sort((a, b) => b.days_before - a.days_before),
    no_show_percentage_of_cost: policy.no_show_percentage,
    room_plan_codes: policy.room_plan_codes,
  };
}

/** GET /hotels/:code/cancellation_policies[/:policy_id] (spec 2 §7.3). */
export function mountCancellationPolicies(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, listCancellationPolicies, async ({ params, query, locale, session }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const wanted = query.room_plan_codes;
    return (await listPolicies(deps.db, hotel.id))
      .filter((p) => !wanted || p.room_plan_codes.some((code) => wanted.includes(code)))
      .map((p) => policyView(p, locale));
  });

  mountCall(app, deps, getCancellationPolicy, async ({ params, locale, session }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const policy = (await listPolicies(deps.db, hotel.id)).find((p) => p.id === params.policy_id);
    if (!policy) throw new ApiFailure(404, ERROR_CODES.invalid, TITLES.notFound, [{ code: 'policy_not_found', message: TITLES.notFound }]);
    return policyView(policy, locale);
  });
}
