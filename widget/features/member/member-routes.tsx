import { lazy, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { withCode } from '../../lib/context.ts';
import { $settings } from '../../lib/settings.ts';
import { ChangePasswordPage } from './change-password-page.tsx';
import { ForgotPasswordPage, ResendConfirmationPage } from './email-form-pages.tsx';
import { MemberConfirmationPage } from './member-confirmation-page.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { SignOutPage } from './sign-out-page.tsx';
import { SignUpPage } from './sign-up-page.tsx';
import { SignUpDonePage, SignUpResultPage } from './sign-up-result-page.tsx';

// one chunk for the membership pages (tests/size-budget.test.ts): page by page, they would split the
// chunks they share with the other pages, whose names the first screen lists; their text is in the
// later part of the catalog, loaded with them (app/status-pages.tsx, whose MEMBER_PATH lets them in)

/**
 * /my-account, its sub-pages, /member-deleted-confirmation and an e-mail change's link: a chunk of
 * their own (tests/size-budget.test.ts), loaded from this one, which has what the two share; while
 * it loads, the status pages' Suspense shows the spinner.
 */
const MyAccountPages = lazy(() => import('./my-account/my-account-routes.tsx'));

/** /member-confirmation: the sign-up's link, or with email_update=true an e-mail change's (spec 1 §2). */
function ConfirmationRoute() {
  return new URLSearchParams(useSearch()).get('email_update') === 'true' ? <MyAccountPages /> : <MemberConfirmationPage />;
}

/**
 * Spec 1 §5: the pages of a membership feature the hotel switched off (sign-in, sign-up) send
 * the guest to search, as the menu offers no way to them; the server refuses the calls too.
 */
function WhenOpen({ feature, children }: { feature: 'sign_in_active' | 'sign_up_active'; children: ReactNode }) {
  const settings = useStore($settings).data;
  if (settings && !settings.settings.membership[feature]) return <Redirect to={withCode('/booking/result')} replace />;
  return <>{children}</>;
}

const signIn = () => (
  <WhenOpen feature="sign_in_active">
    <SignInPage />
  </WhenOpen>
);
const signUp = () => (
  <WhenOpen feature="sign_up_active">
    <SignUpPage />
  </WhenOpen>
);

/**
 * The membership pages (issue 14): sign-in and sign-out, sign-up and its confirmation, the
 * password's reset; the chatbot iframe's sign-in and sign-up pages (features/member/chat-paths.ts);
 * any other path app/status-pages.tsx lets in is my account's.
 */
export function MemberRoutes() {
  return (
    <Switch>
      <Route path="/sign-in" component={signIn} />
      <Route path="/sign-up" component={signUp} />
      <Route path="/sign-up-result" component={SignUpResultPage} />
      <Route path="/sign-up-done" component={SignUpDonePage} />
      <Route path="/chat-sign-in" component={signIn} />
      <Route path="/chat-sign-up" component={signUp} />
      <Route path="/chat-sign-up-form" component={signUp} />
      <Route path="/chat-sign-up-result" component={SignUpResultPage} />
      <Route path="/chat-sign-up-done" component={SignUpDonePage} />
      <Route path="/member-confirmation" component={ConfirmationRoute} />
      <Route path="/resend-confirmation-email" component={ResendConfirmationPage} />
      <Route path="/forgot-password">
        <WhenOpen feature="sign_in_active">
          <ForgotPasswordPage />
        </WhenOpen>
      </Route>
      <Route path="/change-password" component={ChangePasswordPage} />
      <Route path="/sign-out" component={SignOutPage} />
      <Route component={MyAccountPages} />
    </Switch>
  );
}
