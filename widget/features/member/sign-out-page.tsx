import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { hotelCode, withCode } from '../../lib/context.ts';
import { $member, signOut } from '../../lib/member-session.ts';
import { Loading } from '../../ui/spinner.tsx';

/**
 * /sign-out (spec 1 §2, protected): signs the member out, then search (app/member-start.ts). A
 * guest not signed in goes to search at once; while the member is not known yet, it waits.
 */
export function SignOutPage() {
  const member = useStore($member);
  useEffect(() => {
    if (member.status === 'signed-in') void signOut(hotelCode());
  }, [member.status]);
  if (member.status === 'signed-out') return <Redirect to={withCode('/booking/result')} replace />;
  return <Loading label={<Trans>Signing out…</Trans>} />;
}
