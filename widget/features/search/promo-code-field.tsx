import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { couponErrorText } from '../../lib/coupon-errors.ts';
import { $promo, checkPromo } from './promo-store.ts';

type PromoCodeFieldProps = {
  hotelCode: string;
  /** The promo_code searched with, if any: shown in the field. */
  initialCode?: string | undefined;
  /** The searched code showed no secret rates (it is not valid): say so until the guest changes it. */
  invalid?: boolean | undefined;
  /** Called with the checked code: search again with promo_code (mode secret). */
  onApply: (code: string) => void;
};

/**
 * Secret mode on the results page (spec 1 §2, mode secret): without a valid promo code no
 * rates are shown, so this asks for the code, checks it, then lets the results search again.
 */
export function PromoCodeField({ hotelCode, initialCode = '', invalid = false, onApply }: PromoCodeFieldProps) {
  const { i18n, t } = useLingui();
  const state = useStore($promo);
  const [code, setCode] = useState(initialCode);
  const [missing, setMissing] = useState(false);
  const [edited, setEdited] = useState(false);

  const apply = async () => {
    setMissing(code.trim() === '');
    if (code.trim() === '') return;
    if (await checkPromo(hotelCode, code)) onApply(code.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      void apply();
    }
  };
  const change = (value: string) => {
    setCode(value);
    setEdited(true);
  };

  const error = missing
    ? t`Enter your promo code.`
    : state.status === 'error'
      ? couponErrorText(state.error, i18n)
      : invalid && !edited && state.status !== 'valid'
        ? t`This promo code is not valid. Please check it and try again.`
        : null;

  return (
    <section class="promo-code-field card" aria-labelledby="promo-title" onKeyDown={onKeyDown}>
      <h2 id="promo-title" class="promo-title">
        <Trans>Secret rates</Trans>
      </h2>
      <p>
        <Trans>These rates are for guests with a promo code. Enter your code to see them.</Trans>
      </p>
      <p class="visually-hidden" aria-live="polite">
        {error ?? (state.status === 'valid' ? t`Promo code accepted. Showing secret rates.` : '')}
      </p>
      <div class="promo-entry">
        <TextField id="promo_code" label={t`Promo code`} value={code} onValue={change} autoComplete="off" maxLength={40} dir="ltr" required error={error} />
        <Button busy={state.status === 'checking'} onClick={() => void apply()}>
          <Trans>Show rates</Trans>
        </Button>
      </div>
    </section>
  );
}
