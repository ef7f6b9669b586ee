import { lazy, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import type { PaymentTerms } from '../../shared/payment-terms.ts';
import { reservationTotals } from '../../shared/reservation-totals.ts';
import { startCheckout, submitReservation } from '../features/booking/booking-store.ts';
import { ConfirmStep, type CheckoutPrice } from '../features/booking/confirm-step.tsx';
import { GUEST_FORM_ID, GuestForm } from '../features/booking/guest-form.tsx';
import { $guest, isGuestComplete } from '../features/booking/guest-store.ts';
import { $paymentMethod, checkoutPaymentTerms, choosePaymentMethod, paymentMethodFor } from '../features/booking/payment-method-store.ts';
import { StayRooms, StaySummary } from '../features/booking/stay-summary.tsx';
import { CouponField } from '../features/coupons/coupon-field.tsx';
import { $appliedCoupon, couponDiscount } from '../features/coupons/coupon-store.ts';
import { ExtrasPicker } from '../features/extras/extras-picker.tsx';
import { $extrasLines, $extrasTotal, extrasInput, loadExtras, reloadExtrasOffer } from '../features/extras/extras-store.ts';
import { Notices } from '../features/notifications/notices.tsx';
import { AnswersSummary } from '../features/questions/answers-summary.tsx';
import { QuestionsForm } from '../features/questions/questions-form.tsx';
import { $questions, answersInput, loadQuestions, setQuestionRooms, validateQuestionAnswers } from '../features/questions/questions-store.ts';
import { hotelCode, withCode } from '../lib/context.ts';
import { $paysByCard } from '../lib/checkout-flow.ts';
import { $locale } from '../lib/i18n.ts';
import { $pendingPayment } from '../lib/pending-payment.ts';
import {
  $selection,
  type BookableMethod,
  offeredPaymentMethods,
  selectionKey,
  roomGuestCounts,
  roomsInOrder,
  selectionTotals,
  type Selection,
} from '../lib/selection.ts';
import { $settings } from '../lib/settings.ts';
import { Button } from '../ui/button.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { SummaryBar } from '../ui/summary-bar.tsx';
import { Loading } from '../ui/spinner.tsx';
import { finishCheckout } from './finish-checkout.ts';
import '../features/booking/booking.css';

const PATH = '/reservation/guest-detail';

/**
 * /reservation/payment, the card step, in a chunk of its own loaded from this one: the first
 * screen then lists none of the chunks it shares with the payment-link pages and the checkout.
 */
const PaymentPage = lazy(() => import('./payment-page.tsx').then((m) => ({ default: m.PaymentPage })));

/** The payment page, given the checkout's end (forget the rooms, the guest, the extras) from this chunk, which holds its stores. */
export function PaymentRoute() {
  return <PaymentPage onFinished={finishCheckout} />;
}

/** The price of the stay with what checkout adds: the chosen extras and the applied coupon, line by line. */
function useCheckoutPrice(selection: Selection, taxRateBp: number): CheckoutPrice {
  const extrasTotal = useStore($extrasTotal);
  const extrasLines = useStore($extrasLines);
  const coupon = useStore($appliedCoupon);
  const several = selection.rooms.length > 1;
  const discount = couponDiscount(
    selection.rooms.map((room) => ({ roomIndex: room.roomIndex, hotelPlanCode: room.hotelPlanCode, nights: room.nightlyPrices })),
  );
  const totals = reservationTotals({
    roomsTotal: selectionTotals(selection.rooms).total,
    extras: { total: extrasTotal.total, tax: extrasTotal.total - extrasTotal.withoutTax },
    discounts: discount.lines,
    taxRateBp,
  });
  return {
    extras: extrasLines,
    discounts: discount.lines.map((line) => ({
      key: `${line.roomIndex}|${line.date}`,
      label: coupon?.name ?? line.code,
      date: line.date,
      roomNumber: several ? line.roomIndex + 1 : null,
      amount: line.amount,
    })),
    totals,
  };
}

/**
 * /reservation/guest-detail: step 1 the hotel's notices, extras, guest details and the hotel's
 * questions; `?step=confirm` step 2 the coupon, the price line by line, and "Book now". The
 * page composes the booking, extras, coupon, questions and notice features.
 */
export function CheckoutPage() {
  const { t } = useLingui();
  const selection = useStore($selection);
  useStore($guest); // the confirm step is open only while the stored guest is complete
  const settingsState = useStore($settings).data;
  const questions = useStore($questions);
  const locale = useStore($locale);
  const search = useSearch();
  const [, navigate] = useLocation();
  const code = hotelCode();
  const wantsConfirm = new URLSearchParams(search).get('step') === 'confirm';
  const step = wantsConfirm && isGuestComplete() ? 'confirm' : 'guest';
  const roomPlanCodes = selection ? roomsInOrder(selection.rooms).map((room) => room.roomPlanCode) : [];
  const roomGuests = selection ? roomGuestCounts(selection) : [];

  useEffect(() => {
    // nothing chosen (or it expired): back to the results
    if (!selection) navigate(withCode('/booking/result'), { replace: true });
    else startCheckout(selection);
  }, [selection]);
  useEffect(() => {
    if (wantsConfirm && step === 'guest') navigate(withCode(PATH), { replace: true });
  }, [wantsConfirm, step]);
  // a reload on the confirm step: questions still to answer send the guest back to them
  useEffect(() => {
    if (step !== 'confirm') return;
    setQuestionRooms(roomGuests);
    void loadQuestions(code, roomPlanCodes, locale);
    // the extras chosen on step 1 are priced from their offer
    if (selection) void loadExtras({ hotelCode: code, checkin: selection.checkin, checkout: selection.checkout, roomPlanCodes }, locale);
  }, [step, code, roomPlanCodes.join(','), locale]);
  useEffect(() => {
    if (step === 'confirm' && questions.status === 'done' && !validateQuestionAnswers()) navigate(withCode(PATH), { replace: true });
  }, [step, questions.status]);

  const stayPrice = useCheckoutPrice(selection ?? EMPTY, settingsState?.tax_rate_bp ?? 0);
  const method = paymentMethodFor(selection?.rooms ?? [], useStore($paymentMethod)) ?? 'on_site';
  const { price, terms } = withPaymentTerms(selection ?? EMPTY, method, stayPrice);
  // a card payment, or a card verified as a guarantee: the payment step comes before done
  const cardStep = terms.depositAmount !== null || terms.cardVerification;
  useEffect(() => $paysByCard.set(cardStep), [cardStep]);
  if (!selection) return null;
  if (!settingsState) return <Loading />;
  const settings = settingsState;
  const taxIncluded = settings.settings.show_prices_tax_included;

  const roomLabels = roomsInOrder(selection.rooms).map((room, index) => {
    const number = index + 1;
    const type = room.roomTypeName;
    const plan = room.roomPlanName;
    return { label: t`Room ${number}: ${type}, ${plan}` };
  });
  const book = async () => {
    // back from a failed card to change the method: the rooms already held are paid the new way, not booked twice
    const held = $pendingPayment.get();
    if (held?.selectionKey === selectionKey(selection) && (method === 'on_site' || method === held.paymentType)) {
      return navigate(withCode(method === 'on_site' ? '/reservation/payment?pay=on_site' : '/reservation/payment'));
    }
    const coupon = $appliedCoupon.get();
    const reservation = await submitReservation({
      hotelCode: code,
      selection,
      guest: $guest.get(),
      locale: $locale.get(),
      displayedTotal: price.totals.total,
      paymentType: method,
      addOns: { extras: extrasInput(), extrasTotal: $extrasTotal.get().total, couponCode: coupon?.code ?? null, answers: answersInput() },
    });
    if (!reservation) return;
    // a card method: the rooms are held, the payment step takes the guest on (details kept until paid)
    if (reservation.status === 'payment_pending') return navigate(withCode('/reservation/payment'));
    const access: Record<string, string> = reservation.bypass_token ? { bypass_token: reservation.bypass_token } : { email: reservation.guest.email };
    navigate(withCode(`/reservation/confirmation/${encodeURIComponent(reservation.reservation_number)}?${new URLSearchParams(access)}`));
    finishCheckout();
  };

  return (
    <div class="checkout-page">
      <PageHeading focusKey={step}>{step === 'guest' ? <Trans>Guest details</Trans> : <Trans>Review your reservation</Trans>}</PageHeading>
      <Notices checkin={selection.checkin} planCodes={[...new Set(selection.rooms.map((room) => room.hotelPlanCode))]} />
      <div class={`checkout checkout-${step}`}>
        <div class="checkout-main">
          {step === 'guest' ? (
            <>
              <ExtrasPicker
                hotelCode={code}
                checkin={selection.checkin}
                checkout={selection.checkout}
                roomPlanCodes={roomPlanCodes}
                currency={selection.currency}
                taxIncluded={taxIncluded}
              />
              <GuestForm onDone={() => navigate(withCode(`${PATH}?step=confirm`))} rooms={roomLabels} validateMore={validateQuestionAnswers}>
                <QuestionsForm hotelCode={code} roomPlanCodes={roomPlanCodes} roomGuests={roomGuests} />
              </GuestForm>
              <SummaryBar
                shown
                status={<StayRooms selection={selection} />}
                total={price.totals.total}
                currency={selection.currency}
                action={
                  // submits the guest form: its own checks, then the confirm step
                  <Button type="submit" form={GUEST_FORM_ID}>
                    <Trans>Continue to confirmation</Trans>
                  </Button>
                }
              />
            </>
          ) : (
            <ConfirmStep
              hotelCode={code}
              settings={settings}
              selection={selection}
              price={price}
              answers={<AnswersSummary />}
              coupon={
                settings.settings.coupon_active ? (
                  <CouponField
                    hotelCode={code}
                    checkin={selection.checkin}
                    checkout={selection.checkout}
                    currency={selection.currency}
                    rooms={selection.rooms.map((room) => ({
                      roomIndex: room.roomIndex,
                      hotelPlanCode: room.hotelPlanCode,
                      nights: room.nightlyPrices,
                      roomPlanCode: room.roomPlanCode,
                    }))}
                  />
                ) : null
              }
              payment={{
                offered: offeredPaymentMethods(selection.rooms).filter((option) => checkoutPaymentTerms(selection, option, 1, 0) !== null),
                method,
                terms,
                currency: selection.currency,
                depositPercentage: selection.rooms[0]?.depositPercentage ?? null,
                promotion: promotionOf(selection),
                onChoose: choosePaymentMethod,
              }}
              onEdit={() => navigate(withCode(PATH))}
              onBook={() => void book()}
              onChooseAnotherRoom={() => navigate(`/booking/result?${selection.searchQuery}`)}
              onChangeExtras={() => {
                reloadExtrasOffer();
                navigate(withCode(PATH));
              }}
            />
          )}
        </div>
        <StaySummary
          selection={selection}
          hotelName={settings.hotel_name}
          addOns={{ extras: price.totals.extrasTotal, discount: price.totals.discount, total: price.totals.total }}
        />
      </div>
    </div>
  );
}

/** The payment promotion a card payment of these rooms gets, or null (spec 1 §5: only plans in its target). */
function promotionOf(selection: Selection): { name: string } | null {
  const info = selection.paymentPromotion;
  const terms = checkoutPaymentTerms(selection, 'credit_card', 100_000, 0);
  return info && terms && terms.promotionDiscount > 0 ? { name: info.name } : null;
}

/** The checkout's price paid by `method`: a card's payment promotion as one more discount line, the total and tax after it. */
function withPaymentTerms(selection: Selection, method: BookableMethod, price: CheckoutPrice): { price: CheckoutPrice; terms: PaymentTerms } {
  const { totals } = price;
  const terms = checkoutPaymentTerms(selection, method, totals.total, totals.tax) ?? {
    total: totals.total,
    tax: totals.tax,
    promotionDiscount: 0,
    depositAmount: null,
    cardVerification: false,
    onSiteAllowed: true,
  };
  if (terms.promotionDiscount === 0) return { price, terms };
  const line = { key: 'payment-promotion', label: selection.paymentPromotion?.name ?? '', amount: terms.promotionDiscount };
  return {
    price: {
      ...price,
      discounts: [...price.discounts, line],
      totals: { ...totals, discount: totals.discount + terms.promotionDiscount, total: terms.total, tax: terms.tax, totalWithoutTax: terms.total - terms.tax },
    },
    terms,
  };
}

const EMPTY: Selection = {
  hotelCode: '',
  checkin: '',
  checkout: '',
  nights: 0,
  currency: 'JPY',
  kidsTierNames: {},
  searchQuery: '',
  rooms: [],
  paymentPromotion: null,
};
