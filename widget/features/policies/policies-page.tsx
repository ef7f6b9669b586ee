import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { hotelCode } from '../../lib/context.ts';
import { errorText } from '../../lib/error-text.ts';
import { $locale } from '../../lib/i18n.ts';
import { CancellationPolicyText } from '../../ui/cancellation-policy.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { $policies, showPolicies } from './policies-store.ts';
import './policies.css';

/** /cancellation-policy?policy_id=: the hotel's cancellation policies, or the one asked for (spec 1 §2). */
export function PoliciesPage() {
  const { i18n } = useLingui();
  const locale = useStore($locale);
  const state = useStore($policies);
  const policyId = new URLSearchParams(useSearch()).get('policy_id');
  const code = hotelCode();

  useEffect(() => {
    void showPolicies(code, policyId, locale);
  }, [code, policyId, locale]);

  return (
    <div class="policies-page">
      <PageHeading>
        <Trans>Cancellation policy</Trans>
      </PageHeading>
      {state.status === 'error' ? (
        <p class="notice notice-error" role="alert">
          {errorText(state.error, i18n)}
        </p>
      ) : state.status !== 'done' ? (
        <Loading />
      ) : state.policies.length === 0 ? (
        // spec 2 §7.3: no such policy, a "no data" message
        <p class="notice">
          <Trans>There is no cancellation policy to show.</Trans>
        </p>
      ) : (
        state.policies.map((policy) => (
          <section key={policy.id} class="policies-item" aria-labelledby={`policy-${policy.id}`}>
            <h2 id={`policy-${policy.id}`} dir="auto">
              {policy.name}
            </h2>
            {policy.description ? (
              <p class="policy-description" dir="auto">
                {policy.description}
              </p>
            ) : null}
            <CancellationPolicyText policy={policy} description={false} />
          </section>
        ))
      )}
    </div>
  );
}
