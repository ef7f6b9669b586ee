import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { withCode } from '../../../lib/context.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';

/** /member-deleted-confirmation (spec 1 §2, not protected): the account is gone, and what that meant (spec 1 §4). */
export function MemberDeletedPage() {
  return (
    <div class="member-page">
      <PageHeading>
        <Trans>Your account has been deleted</Trans>
      </PageHeading>
      <p>
        <Trans>
          Your upcoming reservations have been cancelled, your membership benefits and promotional e-mails have ended, and you can no longer sign in with this
          account. We have sent a confirmation to your e-mail address.
        </Trans>
      </p>
      <Link class="button button-primary" href={withCode('/booking/result')}>
        <Trans>Search for rooms</Trans>
      </Link>
    </div>
  );
}
