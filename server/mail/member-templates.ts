import { html } from 'hono/html';
import type { MessageDescriptor } from '@lingui/core';
import { INTL_LOCALE, RTL_LOCALES, type Locale } from '../../shared/constants.ts';
import { translate } from '../i18n.ts';
import { formatName } from './format.ts';
import type { RenderedMail } from './templates.ts';

const M = {
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Dear {name},' },
  confirmSubject: /*i18n*/ { id: 'mail.member.confirm.subject', message: 'Confirm your membership of {hotel}' },
  confirmIntro: /*i18n*/ {
    id: 'mail.member.confirm.intro',
    message: 'Thank you for signing up as a member of {hotel}. To finish, confirm your e-mail address with this link within 3 days:',
  },
  confirmFirstIntro: /*i18n*/ {
    id: 'mail.member.confirm_first.intro',
    message:
      'Someone, probably you, tried to sign in to your {hotel} account, which is not confirmed yet. Confirm your e-mail address with this link within 3 days, then sign in:',
  },
  existsSubject: /*i18n*/ { id: 'mail.member.exists.subject', message: 'You already have an account at {hotel}' },
  existsIntro: /*i18n*/ {
    id: 'mail.member.exists.intro',
    message:
      'Someone, probably you, tried to sign up at {hotel} with this e-mail address, which already has an account. Sign in with it; if you have forgotten your password, set a new one here:',
  },
  resetSubject: /*i18n*/ { id: 'mail.member.reset.subject', message: 'Set a new password for {hotel}' },
  resetIntro: /*i18n*/ {
    id: 'mail.member.reset.intro',
    message: 'We were asked to set a new password for your {hotel} account. Choose a new password with this link within an hour:',
  },
  lockedSubject: /*i18n*/ { id: 'mail.member.locked.subject', message: 'Sign-in to your {hotel} account is paused' },
  lockedIntro: /*i18n*/ {
    id: 'mail.member.locked.intro',
    message:
      'There were too many failed attempts to sign in to your {hotel} account from one place, so signing in from there is paused for a while. If it was you, wait, or set a new password here:',
  },
  ignore: /*i18n*/ { id: 'mail.member.ignore', message: 'If this was not you, you can ignore this e-mail: nothing changes.' },
  emailChangeSubject: /*i18n*/ { id: 'mail.member.email_change.subject', message: 'Confirm your new e-mail address for {hotel}' },
  emailChangeIntro: /*i18n*/ {
    id: 'mail.member.email_change.intro',
    message:
      'We were asked to use this address for your {hotel} account. Confirm it with this link within 24 hours; until then your account keeps its old address:',
  },
  emailChangeRequestedSubject: /*i18n*/ { id: 'mail.member.email_change_requested.subject', message: 'A change of your e-mail address at {hotel}' },
  emailChangeRequestedIntro: /*i18n*/ {
    id: 'mail.member.email_change_requested.intro',
    message:
      'We were asked to change the e-mail address of your {hotel} account to {email}. It changes only once the link we sent to that address is clicked. If this was not you, set a new password now with this link:',
  },
  emailTakenSubject: /*i18n*/ { id: 'mail.member.email_taken.subject', message: 'Your e-mail address at {hotel}' },
  emailTakenIntro: /*i18n*/ {
    id: 'mail.member.email_taken.intro',
    message:
      'Someone asked to move another {hotel} account to this e-mail address, which already has an account of its own. Nothing was changed. If you have forgotten your password, set a new one here:',
  },
  deletedSubject: /*i18n*/ { id: 'mail.member.deleted.subject', message: 'Your {hotel} account has been deleted' },
  deletedIntro: /*i18n*/ {
    id: 'mail.member.deleted.intro',
    message:
      'Your {hotel} account has been deleted, as you asked. Its upcoming reservations were cancelled (each has its own cancellation e-mail with any fee and refund), you will receive no more promotional e-mails, and you can no longer sign in with it. You are welcome to sign up again at any time.',
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * The kinds of member e-mail: the sign-up link, its reminder at a sign-in, "you already have an
 * account", the reset link, "sign-in paused"; the new address's link, the old address's notice,
 * "that address has an account" (to the address asked for); "your account was deleted".
 */
export type MemberMailKind =
  | 'member_confirmation'
  | 'member_confirm_first'
  | 'member_exists'
  | 'member_reset_password'
  | 'member_locked'
  | 'member_email_change'
  | 'member_email_change_requested'
  | 'member_email_taken'
  | 'member_deleted';

/** Each kind's subject and text; `ignore` says whether "if this was not you, ignore it" holds (not where ignoring it lets a change happen). */
const TEXTS: Record<MemberMailKind, { subject: MessageDescriptor; intro: MessageDescriptor; ignore: boolean }> = {
  member_confirmation: { subject: M.confirmSubject, intro: M.confirmIntro, ignore: true },
  member_confirm_first: { subject: M.confirmSubject, intro: M.confirmFirstIntro, ignore: true },
  member_exists: { subject: M.existsSubject, intro: M.existsIntro, ignore: true },
  member_reset_password: { subject: M.resetSubject, intro: M.resetIntro, ignore: true },
  member_locked: { subject: M.lockedSubject, intro: M.lockedIntro, ignore: true },
  member_email_change: { subject: M.emailChangeSubject, intro: M.emailChangeIntro, ignore: true },
  member_email_change_requested: { subject: M.emailChangeRequestedSubject, intro: M.emailChangeRequestedIntro, ignore: false },
  member_email_taken: { subject: M.emailTakenSubject, intro: M.emailTakenIntro, ignore: true },
  member_deleted: { subject: M.deletedSubject, intro: M.deletedIntro, ignore: false },
};

/**
 * A member e-mail of a kind: greeting, what happened (`values` fill its text beside the hotel's
 * name), the one link to follow if any, and, where it holds, what to do if it was not them.
 */
export function memberMail(
  kind: MemberMailKind,
  to: { first_name: string; last_name: string },
  hotelName: string,
  link: string | null,
  locale: Locale,
  values: Record<string, string> = {},
): RenderedMail {
  const t = (d: MessageDescriptor, more?: Record<string, unknown>) => translate(locale, d, more);
  const greeting = t(M.greeting, { name: formatName(to.first_name, to.last_name, locale) });
  const intro = t(TEXTS[kind].intro, { ...values, hotel: hotelName });
  const ignore = TEXTS[kind].ignore ? t(M.ignore) : null;
  const text = [greeting, '', intro, ...(link ? [link] : []), ...(ignore ? ['', ignore] : [])].join('\n');
  const linked = link ? html`<br><a href="${link}">${link}</a>` : '';
  const body = html`<!doctype html><html lang="${INTL_LOCALE[locale]}" dir="${RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}"><body style="font-family:system-ui,sans-serif;color:#1f2328;line-height:1.5">
<p>${greeting}</p><p>${intro}${linked}</p>${ignore ? html`<p>${ignore}</p>` : ''}</body></html>`;
  return { subject: t(TEXTS[kind].subject, { hotel: hotelName }), text, html: body.toString() };
}
