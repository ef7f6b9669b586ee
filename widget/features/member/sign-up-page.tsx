import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Redirect, useLocation } from 'wouter';
import type { Locale } from '../../../shared/constants.ts';
import { hotelCode, withCode } from '../../lib/context.ts';
import { $member } from '../../lib/member-session.ts';
import { lastNameFirst } from '../../lib/names.ts';
import { Button } from '../../ui/button.tsx';
import { fieldId, TextField } from '../../ui/field.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { errorText } from '../../lib/error-text.ts';
import { fieldMessage, MemberForm, MemberLinks, usePasswordHint } from './form-parts.tsx';
import { $signUpForm, resetForm, type SignUpValues, submitSignUp } from './member-store.ts';
import { memberPath } from './chat-paths.ts';
import { OpenIdSlot } from './open-id-slot.tsx';
import './member.css';

type TextKey = Exclude<keyof SignUpValues, 'terms_accepted' | 'promotion_email'>;

const EMPTY: SignUpValues = {
  email: '',
  password: '',
  password_confirmation: '',
  first_name: '',
  last_name: '',
  first_name_kana: '',
  last_name_kana: '',
  phone: '',
  terms_accepted: false,
  promotion_email: false,
};

const AUTOCOMPLETE: Record<TextKey, string> = {
  email: 'email',
  password: 'new-password',
  password_confirmation: 'new-password',
  first_name: 'given-name',
  last_name: 'family-name',
  first_name_kana: 'off',
  last_name_kana: 'off',
  phone: 'tel',
};

/** /sign-up (spec 1 §2, §5): provisional until the e-mailed link is clicked; then /sign-up-result. */
export function SignUpPage() {
  const { t, i18n } = useLingui();
  const passwordHint = usePasswordHint();
  const state = useStore($signUpForm);
  const member = useStore($member);
  const [location, navigate] = useLocation();
  const [values, setValues] = useState(EMPTY);
  useEffect(() => resetForm($signUpForm), []);
  if (member.status === 'signed-in') return <Redirect to={withCode('/booking/result')} replace />;
  const locale = i18n.locale as Locale;
  const labels: Record<TextKey | 'terms_accepted', string> = {
    email: t`E-mail address`,
    password: t`Password`,
    password_confirmation: t`Password again`,
    last_name: t`Last name`,
    first_name: t`First name`,
    last_name_kana: t`Last name (kana)`,
    first_name_kana: t`First name (kana)`,
    phone: t`Phone number`,
    terms_accepted: t`Membership terms`,
  };
  const names: TextKey[] = lastNameFirst(locale) ? ['last_name', 'first_name'] : ['first_name', 'last_name'];
  const fields: TextKey[] = [
    'email',
    'password',
    'password_confirmation',
    ...names,
    ...(locale === 'ja' ? (['last_name_kana', 'first_name_kana'] as const) : []),
    'phone',
  ];
  const optional = new Set<TextKey>(['last_name_kana', 'first_name_kana', 'phone']);
  const ordered = Object.fromEntries([...fields, 'terms_accepted'].map((field) => [field, labels[field as TextKey]]));
  const termsError = fieldMessage(state, 'terms_accepted', i18n);
  const refusal = state.status === 'error' && Object.keys(state.errors).length === 0 ? errorText(state.error, i18n) : null;

  return (
    <div class="member-page">
      <PageHeading>
        <Trans>Become a member</Trans>
      </PageHeading>
      <MemberForm
        state={state}
        labels={ordered}
        onSubmit={() => {
          void submitSignUp(hotelCode(), values, locale).then((done) => {
            if (done) navigate(withCode(memberPath(location, '/sign-up-result')));
          });
        }}
      >
        {refusal ? (
          <p class="notice notice-error" role="alert">
            {refusal}
          </p>
        ) : null}
        {fields.map((field) => (
          <TextField
            key={field}
            id={field}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : field.startsWith('password') ? 'password' : 'text'}
            inputMode={field === 'email' ? 'email' : field === 'phone' ? 'tel' : undefined}
            autoComplete={AUTOCOMPLETE[field]}
            label={labels[field]}
            hint={field === 'password' ? passwordHint : undefined}
            required={!optional.has(field)}
            value={values[field]}
            error={fieldMessage(state, field, i18n)}
            onValue={(value) => setValues({ ...values, [field]: value })}
          />
        ))}
        <div class={`field${termsError ? ' field-invalid' : ''}`}>
          <label class="checkbox">
            <input
              id={fieldId('terms_accepted')}
              type="checkbox"
              checked={values.terms_accepted}
              aria-invalid={termsError ? 'true' : undefined}
              aria-describedby={termsError ? `${fieldId('terms_accepted')}-error` : undefined}
              onChange={(event) => setValues({ ...values, terms_accepted: event.currentTarget.checked })}
            />
            <span>
              <Trans>I accept the hotel’s membership terms</Trans>
            </span>
          </label>
          {termsError ? (
            <p id={`${fieldId('terms_accepted')}-error`} class="field-error">
              {termsError}
            </p>
          ) : null}
        </div>
        <div class="field">
          <label class="checkbox">
            <input
              type="checkbox"
              checked={values.promotion_email}
              onChange={(event) => setValues({ ...values, promotion_email: event.currentTarget.checked })}
            />
            <span>
              <Trans>Send me offers and news by e-mail</Trans>
            </span>
          </label>
        </div>
        <Button type="submit" busy={state.status === 'sending'}>
          <Trans>Sign up</Trans>
        </Button>
      </MemberForm>
      <OpenIdSlot />
      <MemberLinks links={[{ to: '/sign-in', text: <Trans>Already a member? Sign in</Trans> }]} />
    </div>
  );
}
