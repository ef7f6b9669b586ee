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
} satisfies Record<string, MessageDescriptor>;

/** The kinds of member e-mail: the sign-up link, its reminder at a sign-in, "you already have an account", the reset link, "sign-in paused". */
export type MemberMailKind = 'member_confirmation' | 'member_confirm_first' | 'member_exists' | 'member_reset_password' | 'member_locked';

const TEXTS: Record<MemberMailKind, { subject: MessageDescriptor; intro: MessageDescriptor }> = {
  member_confirmation: { subject: M.confirmSubject, intro: M.confirmIntro },
  member_confirm_first: { subject: M.confirmSubject, intro: M.confirmFirstIntro },
  member_exists: { subject: M.existsSubject, intro: M.existsIntro },
  member_reset_password: { subject: M.resetSubject, intro: M.resetIntro },
  member_locked: { subject: M.lockedSubject, intro: M.lockedIntro },
};

/** A member e-mail of a kind: greeting, what happened, the one link to follow, and what to do if it was not them. */
export function memberMail(kind: MemberMailKind, to: { first_name: string; last_name: string }, hotelName: string, link: string, locale: Locale): RenderedMail {
  const t = (d: MessageDescriptor, values?: Record<string, unknown>) => translate(locale, d, values);
  const greeting = t(M.greeting, { name: formatName(to.first_name, to.last_name, locale) });
  const intro = t(TEXTS[kind].intro, { hotel: hotelName });
  const ignore = t(M.ignore);
  const text = [greeting, '', intro, link, '', ignore].join('\n');
  const body = html`<!doctype html><html lang="${INTL_LOCALE[locale]}" dir="${RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}"><body style="font-family:system-ui,sans-serif;color:#1f2328;line-height:1.5">
<p>${greeting}</p><p>${intro}<br><a href="${link}">${link}</a></p><p>${ignore}</p></body></html>`;
  return { subject: t(TEXTS[kind].subject, { hotel: hotelName }), text, html: body.toString() };
}
