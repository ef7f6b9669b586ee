import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { MEMBER_RESERVATION_LISTS, MEMBER_RESERVATION_PAYMENTS, PAYMENT_FILTER_METHODS } from '../../../../shared/api/member-reservations.ts';
import { withCode } from '../../../lib/context.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { Loading } from '../../../ui/spinner.tsx';
import { ReservationItem } from './reservation-item.tsx';
import { $reservations, loadReservations, type PaymentFilter, queryOf, type ReservationList, type ReservationsQuery } from './reservations-store.ts';

/** The page's URL for a query: the filters live in the URL, so back and forward and a reload keep them. */
function hrefOf(query: ReservationsQuery): string {
  const params = new URLSearchParams({ list: query.list, payment: query.payment });
  if (query.page > 1) params.set('page', String(query.page));
  return withCode(`/my-account/reservations?${params}`);
}

/** The payment filters that can find something (spec 1 §3; no payment method is deferred yet). */
const PAYMENTS = MEMBER_RESERVATION_PAYMENTS.filter((payment) => PAYMENT_FILTER_METHODS[payment]?.length !== 0);

/** /my-account/reservations: the member's reservations, upcoming, completed or cancelled, by payment (spec 1 §3, spec 2 §7.4). */
export function ReservationsPage() {
  const { t, i18n } = useLingui();
  const query = queryOf(useSearch());
  const [, navigate] = useLocation();
  const state = useStore($reservations);
  useEffect(() => void loadReservations(query), [query.list, query.payment, query.page]);
  const lists: Record<ReservationList, string> = { upcoming: t`Upcoming`, completed: t`Completed`, cancelled: t`Cancelled` };
  const payments: Record<PaymentFilter, string> = { all: t`All payments`, on_site: t`Pay at the hotel`, prepaid: t`Paid online`, deferred: t`Pay later` };

  return (
    <>
      <nav class="account-lists" aria-label={t`Reservation lists`}>
        <ul>
          {MEMBER_RESERVATION_LISTS.map((list) => (
            <li key={list}>
              <Link href={hrefOf({ ...query, list, page: 1 })} aria-current={list === query.list ? 'page' : undefined}>
                {lists[list]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SelectField
        id="payment"
        label={t`Payment`}
        required
        value={query.payment}
        options={PAYMENTS.map((payment) => ({ value: payment, label: payments[payment] }))}
        onValue={(payment) => navigate(hrefOf({ ...query, payment, page: 1 }))}
      />
      {state.status === 'loading' ? (
        <Loading label={<Trans>Loading your reservations…</Trans>} />
      ) : state.status === 'error' ? (
        <div class="notice notice-error" role="alert">
          <p>{errorText(state.error, i18n)}</p>
          <Button variant="secondary" onClick={() => void loadReservations(query)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : state.reservations.length === 0 ? (
        <div class="account-empty">
          <p role="status">
            {query.list === 'upcoming' ? (
              <Trans>You have no upcoming reservations.</Trans>
            ) : query.list === 'completed' ? (
              <Trans>You have no completed stays yet.</Trans>
            ) : (
              <Trans>You have no cancelled reservations.</Trans>
            )}
          </p>
          {query.list === 'upcoming' ? (
            <Link class="button button-primary" href={withCode('/booking/result')}>
              <Trans>Search for rooms</Trans>
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <p role="status" class="account-count">
            {plural(state.totalEntries, { one: '# reservation', other: '# reservations' })}
          </p>
          <ul class="account-reservations">
            {state.reservations.map((reservation) => (
              <ReservationItem key={reservation.reservation_number} reservation={reservation} />
            ))}
          </ul>
          {state.totalPages > 1 ? (
            <nav class="account-pages" aria-label={t`Pages`}>
              {query.page > 1 ? <Link href={hrefOf({ ...query, page: query.page - 1 })}>{t`Previous page`}</Link> : null}
              <span>
                <Trans>
                  Page {query.page} of {state.totalPages}
                </Trans>
              </span>
              {query.page < state.totalPages ? <Link href={hrefOf({ ...query, page: query.page + 1 })}>{t`Next page`}</Link> : null}
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
