import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { hotelCode, withCode } from '../../lib/context.ts';
import { $locale } from '../../lib/i18n.ts';
import { $selection } from '../../lib/selection.ts';
import { $settings } from '../../lib/settings.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { finishBooking, startCheckout, submitReservation } from './booking-store.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { GuestForm } from './guest-form.tsx';
import { $guest, isGuestComplete } from './guest-store.ts';
import { StaySummary } from './stay-summary.tsx';
import './booking.css';

const PATH = '/reservation/guest-detail';

/** /reservation/guest-detail: step 1 guest details, `?step=confirm` step 2 confirm and book. */
export function GuestDetailPage() {
  const { t } = useLingui();
  const selection = useStore($selection);
  useStore($guest); // the confirm step is open only while the stored guest is complete
  const settings = useStore($settings).data;
  const search = useSearch();
  const [, navigate] = useLocation();
  const code = hotelCode();
  const wantsConfirm = new URLSearchParams(search).get('step') === 'confirm';
  const step = wantsConfirm && isGuestComplete() ? 'confirm' : 'guest';

  useEffect(() => {
    // nothing chosen (or it expired): back to the results
    if (!selection) navigate(withCode('/booking/result'), { replace: true });
    else startCheckout(selection);
  }, [selection]);
  useEffect(() => {
    if (wantsConfirm && step === 'guest') navigate(withCode(PATH), { replace: true });
  }, [wantsConfirm, step]);

  if (!selection) return null;
  if (!settings) return <Loading />;

  const roomLabels = [...selection.rooms].sort((a, b) => a.roomIndex - b.roomIndex).map((room, index) => {
    const number = index + 1;
    const type = room.roomTypeName;
    const plan = room.roomPlanName;
    return { label: t`Room ${number}: ${type}, ${plan}` };
  });
  const book = async () => {
    const reservation = await submitReservation({ hotelCode: code, selection, guest: $guest.get(), locale: $locale.get() });
    if (!reservation) return;
    const access: Record<string, string> = reservation.bypass_token ? { bypass_token: reservation.bypass_token } : { email: reservation.guest.email };
    navigate(withCode(`/reservation/confirmation/${encodeURIComponent(reservation.reservation_number)}?${new URLSearchParams(access)}`));
    finishBooking();
  };

  return (
    <div class="checkout-page">
      <PageHeading focusKey={step}>{step === 'guest' ? <Trans>Guest details</Trans> : <Trans>Review your reservation</Trans>}</PageHeading>
      <div class={`checkout checkout-${step}`}>
        <div class="checkout-main">
          {step === 'guest' ? (
            <GuestForm onDone={() => navigate(withCode(`${PATH}?step=confirm`))} rooms={roomLabels} />
          ) : (
            <ConfirmStep
              hotelCode={code}
              settings={settings}
              selection={selection}
              onEdit={() => navigate(withCode(PATH))}
              onBook={() => void book()}
              onChooseAnotherRoom={() => navigate(`/booking/result?${selection.searchQuery}`)}
            />
          )}
        </div>
        <StaySummary selection={selection} hotelName={settings.hotel_name} />
      </div>
    </div>
  );
}
