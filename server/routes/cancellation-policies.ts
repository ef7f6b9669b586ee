import type { Hono } from 'hono';
import { getCancellationPolicy, listCancellationPolicies } from '../../shared/api/cancellation-policies.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { listPolicies } from '../db/repositories/policies-repository.ts';
import { ApiFailure } from '../http/failure.ts';
import { mountCall } from '../http/mount-call.ts';
import { TITLES } from '../http/messages.ts';
import { policyView } from '../use-cases/policy-view.ts';
import { requireHotel } from './hotel-access.ts';

/** GET /hotels/:code/cancellation_policies[/:policy_id] (spec 2 §7.3). */
export function mountCancellationPolicies(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, listCancellationPolicies, async ({ params, query, locale, session }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const wanted = query.room_plan_codes;
    return (await listPolicies(deps.db, hotel.id))
      .filter((p) => !wanted || p.room_plan_codes.some((code) => wanted.includes(code)))
      .map((p) => policyView(p, locale, hotel.locale));
  });

  mountCall(app, deps, getCancellationPolicy, async ({ params, locale, session }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const policy = (await listPolicies(deps.db, hotel.id)).find((p) => p.id === params.policy_id);
    if (!policy) throw new ApiFailure(404, ERROR_CODES.invalid, TITLES.notFound, [{ code: 'policy_not_found', message: TITLES.notFound }]);
    return policyView(policy, locale, hotel.locale);
  });
}
