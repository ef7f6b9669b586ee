import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Redirect, useLocation } from 'wouter';
import { withCode } from '../../../lib/context.ts';
import { $member } from '../../../lib/member-session.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { Loading } from '../../../ui/spinner.tsx';
import { EmailConfirmationPage } from './email-confirmation-page.tsx';
import { MemberDeletedPage } from './member-deleted-page.tsx';
import { ACCOUNT_SECTIONS, type AccountSection, sectionAt } from './sections.ts';

/**
 * /my-account and its sub-pages (spec 1 §2, protected: a guest not signed in goes to /sign-in),
 * /member-deleted-confirmation, and /member-confirmation for the link of an e-mail change. A
 * sub-page not offered (points and promotions, until points and vouchers exist) or none at all
 * is the first one, the profile. The default export: member-routes.tsx loads it with `lazy`,
 * with the fewest bytes in the membership pages' chunk.
 */
export default function MyAccountRoutes() {
  const [location] = useLocation();
  const member = useStore($member);
  if (location === '/member-deleted-confirmation') return <MemberDeletedPage />;
  if (location === '/member-confirmation') return <EmailConfirmationPage />;
  if (member.status === 'unknown') return <Loading />;
  if (member.status === 'signed-out') {
    return <Redirect to={withCode(member.change === 'deleted' ? '/member-deleted-confirmation' : '/sign-in')} replace />;
  }
  const section = sectionAt(location);
  if (!section) return <Redirect to={withCode(`/my-account/${ACCOUNT_SECTIONS[0]!.path}`)} replace />;
  return <AccountLayout section={section} />;
}

/** The account's frame: back to search (spec 1 §2 header back link), the sub-pages' navigation, the sub-page. */
function AccountLayout({ section }: { section: AccountSection }) {
  const { t, i18n } = useLingui();
  const Page = section.page;
  return (
    <div class="account-page">
      <Link class="account-back" href={withCode('/booking/result')}>
        <Trans>Back to search</Trans>
      </Link>
      <nav class="account-nav" aria-label={t`My account`}>
        <ul>
          {ACCOUNT_SECTIONS.map((entry) => (
            <li key={entry.path}>
              <Link href={withCode(`/my-account/${entry.path}`)} aria-current={entry === section ? 'page' : undefined}>
                {i18n._(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PageHeading focusKey={section.path}>{i18n._(section.label)}</PageHeading>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </div>
  );
}
