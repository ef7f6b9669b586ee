import { lazy } from 'react';
import { Route, Switch, useSearch } from 'wouter';
import { ChangePasswordPage } from './change-password-page.tsx';
import { ForgotPasswordPage, ResendConfirmationPage } from './email-form-pages.tsx';
import { MemberConfirmationPage } from './member-confirmation-page.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { SignOutPage } from './sign-out-page.tsx';
import { SignUpPage } from './sign-up-page.tsx';
import { SignUpDonePage, SignUpResultPage } from './sign-up-result-page.tsx';

// one chunk for the membership pages (tests/size-budget.test.ts): page by page, they would split the
// chunks they share with the other pages, whose names the first screen lists; their text is in the
// later part of the catalog, loaded with them (app/status-pages.tsx)
/** The membership pages' paths (spec 1 §2, hotel-brand set under the main layout). */
export const MEMBER_PATHS = [
  '/sign-in',
  '/sign-up',
  '/sign-up-result',
  '/sign-up-done',
  '/member-confirmation',
  '/resend-confirmation-email',
  '/forgot-password',
  '/change-password',
  '/sign-out',
  '/my-account',
  '/member-deleted-confirmation',
] as const;

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
 * The membership pages (issue 14): sign-in and sign-out, sign-up and its confirmation, the
 * password's reset; any other path app/status-pages.tsx lets in is my account's.
 */
export function MemberRoutes() {
  return (
    <Switch>
      <Route path="/sign-in" component={SignInPage} />
      <Route path="/sign-up" component={SignUpPage} />
      <Route path="/sign-up-result" component={SignUpResultPage} />
      <Route path="/sign-up-done" component={SignUpDonePage} />
      <Route path="/member-confirmation" component={ConfirmationRoute} />
      <Route path="/resend-confirmation-email" component={ResendConfirmationPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/change-password" component={ChangePasswordPage} />
      <Route path="/sign-out" component={SignOutPage} />
      <Route component={MyAccountPages} />
    </Switch>
  );
}
