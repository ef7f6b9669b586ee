import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { RECEIPT_NAME_MAX, type ReceiptNameRefusal } from '../../../shared/receipt-name.ts';
import { errorText } from '../../lib/error-text.ts';
import { $locale } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { formatDate } from '../../ui/dates.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { TextField } from '../../ui/field.tsx';
import { $receipt, downloadReceipt, resetReceipt } from './receipt-store.ts';

/** Spec 1 §5's receipt name rules in the guest's words. */
const REFUSALS: Record<ReceiptNameRefusal, MessageDescriptor> = {
  receipt_name_required: msg`Please enter the name for the receipt.`,
  receipt_name_too_long: msg`Please enter at most ${RECEIPT_NAME_MAX} characters.`,
  receipt_name_invalid: msg`Please write the name on one line.`,
  receipt_name_traditional_chinese: msg`Please write the name in Traditional Chinese characters.`,
  receipt_company_number_required: msg`Please enter the 8-digit company number.`,
  receipt_company_number_invalid: msg`The company number has 8 digits.`,
};

/**
 * The reservation's receipt (spec 1 §2, §4): from the check-out date a booking paid online can
 * download it, with the name to print (and in zh_Hant the company number); before, the date it
 * comes; a stay paid at the hotel gets it at the front desk.
 */
export function ReceiptSection({ reservation, hotelCode }: { reservation: Reservation; hotelCode: string }) {
  const { t, i18n } = useLingui();
  const locale = useStore($locale);
  const state = useStore($receipt);
  const { receipt } = reservation;
  const [values, setValues] = useState({ receipt_title: receipt.receipt_title, receipt_unicode: receipt.receipt_unicode });
  useEffect(() => resetReceipt, [reservation.reservation_number]);
  if (reservation.status !== 'done' || receipt.reason === 'receipt_not_paid') return null;

  const companyNumber = locale === 'zh_Hant';
  const labels = { receipt_title: companyNumber ? t`Company name (Traditional Chinese)` : t`Name on the receipt`, receipt_unicode: t`Company number` };
  const message = (field: 'receipt_title' | 'receipt_unicode') => {
    const key = state.errors[field] as ReceiptNameRefusal | undefined;
    return key ? i18n._(REFUSALS[key]) : null;
  };
  const fields = companyNumber ? (['receipt_title', 'receipt_unicode'] as const) : (['receipt_title'] as const);
  const summary = fields.filter((field) => state.errors[field]).map((field) => ({ id: field, label: labels[field], message: message(field) ?? '' }));
  const issued = receipt.issued;
  const date = receipt.available_from ? formatDate(receipt.available_from, locale) : '';

  return (
    <section class="card receipt" aria-labelledby="reservation-receipt">
      <h2 id="reservation-receipt">
        <Trans>Receipt</Trans>
      </h2>
      {receipt.reason === 'receipt_paid_at_hotel' ? (
        <p>
          <Trans>You pay for this stay at the hotel: please ask the front desk for your receipt.</Trans>
        </p>
      ) : receipt.reason === 'receipt_before_checkout' ? (
        <p>
          <Trans>Your receipt can be downloaded here from the check-out date, {date}.</Trans>
        </p>
      ) : (
        <form
          noValidate
          aria-busy={state.status === 'downloading'}
          onSubmit={(event) => {
            event.preventDefault();
            void downloadReceipt(hotelCode, values, locale);
          }}
        >
          <ErrorSummary errors={summary} focusSignal={summary.length ? state.failedSubmits : 0} />
          {state.status === 'error' ? (
            <p class="notice notice-error" role="alert">
              {errorText(state.error, i18n)}
            </p>
          ) : null}
          <TextField
            id="receipt_title"
            label={labels.receipt_title}
            hint={companyNumber ? undefined : t`Your name, or your company's, as it should appear on the receipt.`}
            required={companyNumber}
            autoComplete="organization"
            dir="auto"
            value={values.receipt_title}
            error={message('receipt_title')}
            onValue={(receipt_title) => setValues({ ...values, receipt_title })}
          />
          {companyNumber ? (
            <TextField
              id="receipt_unicode"
              label={labels.receipt_unicode}
              hint={t`8 digits`}
              required
              inputMode="numeric"
              maxLength={8}
              dir="ltr"
              value={values.receipt_unicode}
              error={message('receipt_unicode')}
              onValue={(receipt_unicode) => setValues({ ...values, receipt_unicode })}
            />
          ) : null}
          {issued > 0 ? (
            <p class="hint">
              <Trans>You have downloaded this receipt before. A new download is marked as reissued.</Trans>
            </p>
          ) : null}
          <Button type="submit" busy={state.status === 'downloading'}>
            <Trans>Download receipt (PDF)</Trans>
          </Button>
          {state.status === 'done' && state.file ? (
            <p role="status">
              <Trans>
                Your receipt is downloaded. If it did not open,{' '}
                <a href={state.file.url} download={state.file.filename}>
                  save it here
                </a>
                .
              </Trans>
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
