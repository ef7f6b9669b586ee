import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { hotelCode, withCode } from '../../lib/context.ts';
import { todayIn } from '../../lib/dates.ts';
import { errorText } from '../../lib/error-text.ts';
import { $justBooked } from '../../lib/just-booked.ts';
import { $locale } from '../../lib/i18n.ts';
import { $settings } from '../../lib/settings.ts';
import { Button } from '../../ui/button.tsx';
import { CancellationPolicyText } from '../../ui/cancellation-policy.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { PriceBreakdown } from '../../ui/price-breakdown.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { CheckoutSteps } from '../../ui/steps.tsx';
import { CancelDialog, CancellationFee, type RoomToCancel } from './cancel-dialog.tsx';
import { CancelledRooms, RoomCancellation } from './room-cancellation.tsx';
import { discountLines, IncludedExtras, paidExtras, ReservationAnswers } from './reservation-lines.tsx';
import { ExtrasSection } from './extras-section.tsx';
import { GuestNamesSection } from './guest-names-section.tsx';
import { HotelFacts } from './hotel-facts.tsx';
import { CancellationMoney, PaymentFacts, PaymentPendingNotice } from './payment-facts.tsx';
import { ReservationDetails } from './reservation-details.tsx';
import { ReceiptSection } from './receipt-section.tsx';
import { UpdateSection } from './update-section.tsx';
import { $reservation, loadReservation, type ReservationAccess, startCancellation } from './reservation-store.ts';
import { AnswersSection, type AnswersEditorSlot } from './answers-section.tsx';
import './reservation.css';

/** /reservation/confirmation/:number?email=|bypass_token=: the reservation, and cancelling it. */
export function ConfirmationPage({ params, answersEditor }: { params: { number: string }; answersEditor?: AnswersEditorSlot }) {
  const { i18n } = useLingui();
  const search = useSearch();
  const locale = useStore($locale);
  const state = useStore($reservation);
  const justBooked = useStore($justBooked);
  const code = hotelCode();
  const query = new URLSearchParams(search);
  const email = query.get('email') ?? undefined;
  const token = query.get('bypass_token') ?? undefined;
  const number = decodeURIComponent(params.number);

  useEffect(() => {
    if (email || token) void loadReservation(code, number, { email, bypass_token: token });
  }, [code, number, email, token, locale]);

  if (!email && !token) {
    return (
      <div class="reservation-page">
        <PageHeading>
          <Trans>Find your reservation</Trans>
        </PageHeading>
        <p>
          <Trans>To see this reservation, enter its number and your e-mail address.</Trans>
        </p>
        <Link href={withCode('/search')} class="button button-primary">
          <Trans>Look up a reservation</Trans>
        </Link>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div class="reservation-page">
        <PageHeading>
          <Trans>Reservation not available</Trans>
        </PageHeading>
        <p class="notice notice-error" role="alert">
          {errorText(state.error, i18n)}
        </p>
        <Link href={withCode('/search')}>
          <Trans>Look up a reservation</Trans>
        </Link>
      </div>
    );
  }
  if (state.status !== 'done') return <Loading label={<Trans>Loading your reservation…</Trans>} />;
  return (
    <ReservationView
      reservation={state.reservation}
      justBooked={justBooked === state.reservation.reservation_number}
      hotelCode={code}
      access={{ email, bypass_token: token }}
      answersEditor={answersEditor}
    />
  );
}

type ViewProps = { reservation: Reservation; justBooked: boolean; hotelCode: string; access: ReservationAccess; answersEditor: AnswersEditorSlot | undefined };

function ReservationView({ reservation, justBooked, hotelCode: code, access, answersEditor }: ViewProps) {
  const { t } = useLingui();
  const [cancelling, setCancelling] = useState(false);
  const [roomToCancel, setRoomToCancel] = useState<RoomToCancel | undefined>(undefined);
  const settings = useStore($settings).data;
  const room = reservation.rooms[0];
  const cancelled = reservation.status === 'cancelled';
  const pending = reservation.status === 'payment_pending';
  const { cancellation } = reservation;
  // guests and answers change until the check-in day (the server says so again), and not once
  // the hotel's staff edited the reservation (spec 1 §6: then only by phone)
  const changeable = !cancelled && !pending && cancellation.reason !== 'stay_past' && cancellation.reason !== 'locked_by_hotel';
  const phone = reservation.hotel.phone;
  // e-mail addresses and phone numbers keep their left-to-right order in right-to-left text
  const email = <span dir="ltr">{reservation.guest.email}</span>;

  return (
    <div class="reservation-page">
      {justBooked && !cancelled && !pending ? <CheckoutSteps current={3} /> : null}
      <PageHeading focusKey={reservation.status}>
        {cancelled ? (
          <Trans>This reservation is cancelled</Trans>
        ) : pending ? (
          <Trans>Your payment is not finished</Trans>
        ) : justBooked ? (
          <Trans>Your reservation is confirmed</Trans>
        ) : (
          <Trans>Your reservation</Trans>
        )}
      </PageHeading>
      {justBooked && !cancelled && !pending ? (
        <p class="notice notice-success">
          <Trans>Thank you for booking. We have sent a confirmation to {email}.</Trans>
        </p>
      ) : null}
      {cancelled ? (
        <div class="notice notice-cancelled" role="status">
          <CancellationMoney reservation={reservation} />
        </div>
      ) : null}
      {pending ? <PaymentPendingNotice reservation={reservation} /> : null}

      <section class="card" aria-labelledby="reservation-details">
        <h2 id="reservation-details">
          <Trans>Reservation details</Trans>
        </h2>
        <ReservationDetails reservation={reservation} />
        <CancelledRooms reservation={reservation} />
      </section>

      {!cancelled ? <UpdateSection hotelCode={code} reservation={reservation} /> : null}

      {changeable ? <GuestNamesSection hotelCode={code} /> : null}

      {!cancelled ? (
        <ExtrasSection
          hotelCode={code}
          number={reservation.reservation_number}
          phone={phone}
          version={`${reservation.checkin_date}|${reservation.checkout_date}|${reservation.total_price}`}
        />
      ) : null}

      <section class="card" aria-labelledby="reservation-hotel">
        <h2 id="reservation-hotel">
          <Trans>Getting to the hotel</Trans>
        </h2>
        <HotelFacts hotel={reservation.hotel} dayUse={reservation.nights === 0} />
      </section>

      {room ? (
        <section class="card" aria-labelledby="reservation-price">
          <h2 id="reservation-price">
            <Trans>Price</Trans>
          </h2>
          <PriceBreakdown
            rooms={reservation.rooms.map((r, index) => {
              const number = index + 1;
              const type = r.room_type_name;
              const plan = r.room_plan_name;
              return { title: t`Room ${number}: ${type}, ${plan}`, nights: r.nightly_prices, total: r.total_price };
            })}
            extras={paidExtras(reservation)}
            discounts={discountLines(reservation)}
            total={reservation.total_price}
            totalWithoutTax={reservation.total_price_without_tax}
            tax={reservation.tax}
            currency={reservation.currency}
            taxIncluded={settings?.settings.show_prices_tax_included ?? true}
            dayUse={reservation.nights === 0}
          />
          <IncludedExtras reservation={reservation} />
          <PaymentFacts reservation={reservation} />
        </section>
      ) : null}

      {answersEditor ? (
        <AnswersSection reservation={reservation} hotelCode={code} access={access} editor={answersEditor} open={changeable} />
      ) : (
        <ReservationAnswers reservation={reservation} />
      )}

      <ReceiptSection reservation={reservation} hotelCode={code} />

      <section class="card" aria-labelledby="reservation-policy">
        <h2 id="reservation-policy">
          <Trans>Cancellation policy</Trans>
        </h2>
        <CancellationPolicyText
          policy={reservation.cancellation_policy}
          checkin={reservation.checkin_date}
          bookedOn={todayIn(reservation.hotel.timezone, new Date(reservation.created_at))}
        />
      </section>

      {!cancelled ? (
        <section class="card" aria-labelledby="reservation-cancel">
          <h2 id="reservation-cancel">
            <Trans>Cancel reservation</Trans>
          </h2>
          {cancellation.cancellable ? (
            <>
              <CancellationFee reservation={reservation} />
              <Button
                variant="danger"
                onClick={() => {
                  startCancellation();
                  setRoomToCancel(undefined);
                  setCancelling(true);
                }}
              >
                <Trans>Cancel reservation</Trans>
              </Button>
              <RoomCancellation
                reservation={reservation}
                onCancel={(room) => {
                  startCancellation();
                  setRoomToCancel(room);
                  setCancelling(true);
                }}
              />
            </>
          ) : cancellation.reason === 'cancel_on_checkin_day' ? (
            <p>
              <Trans>
                Reservations cannot be cancelled online on the check-in day. To cancel, please call the hotel:{' '}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phone}
                </a>
              </Trans>
            </p>
          ) : cancellation.reason === 'locked_by_hotel' ? (
            <p>
              <Trans>
                The hotel has made changes to this reservation, so it cannot be cancelled online. To cancel, please call the hotel:{' '}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phone}
                </a>
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>This stay has already started or ended, so it cannot be cancelled online.</Trans>
            </p>
          )}
        </section>
      ) : null}

      {cancelling ? <CancelDialog hotelCode={code} reservation={reservation} room={roomToCancel} onClose={() => setCancelling(false)} /> : null}
      <p>
        <Link href={withCode('/booking/result')}>
          <Trans>Back to the hotel's rooms</Trans>
        </Link>
      </p>
    </div>
  );
}
