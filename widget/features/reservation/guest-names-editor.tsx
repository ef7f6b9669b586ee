import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { RoomGuestNames } from '../../ui/room-guest-names.tsx';
import { $guestNames, changeGuestNames, closeGuestNames, openGuestNames, saveGuestNames } from './guest-names-store.ts';

/**
 * The form that names each room's guest anew (spec 2 §7.4 guests), loaded when the guest asks
 * for it: the booking's name fields, checked as at booking, then saved in one call.
 */
export function GuestNamesEditor({ hotelCode, onClose }: { hotelCode: string; onClose: (saved: boolean) => void }) {
  const { t, i18n } = useLingui();
  const state = useStore($guestNames);
  useEffect(() => {
    void openGuestNames(hotelCode);
    return closeGuestNames;
  }, [hotelCode]);
  if (state.status === 'loading') return <Loading label={<Trans>Loading the guests…</Trans>} />;
  if (state.status === 'error') {
    return (
      <p class="notice notice-error" role="alert">
        {errorText(state.error, i18n)}
      </p>
    );
  }
  if (state.status === 'closed_by_hotel') {
    return (
      <p class="notice" role="status">
        {state.reason === 'already_cancelled' ? (
          <Trans>This reservation is cancelled, so its guests cannot be changed.</Trans>
        ) : (
          <Trans>The stay has begun: please tell the front desk of any change of guests.</Trans>
        )}
      </p>
    );
  }
  if (state.status !== 'editing' && state.status !== 'saving') return null;
  const rooms = state.rooms.map((type, index) => {
    const number = index + 1;
    return { label: t`Room ${number}: ${type}` };
  });
  return (
    <form
      class="guest-names-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void saveGuestNames(hotelCode).then((saved) => {
          if (saved) onClose(true);
          else form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        });
      }}
    >
      <RoomGuestNames rooms={rooms} value={state.names} onChange={changeGuestNames} showErrors={state.showErrors} />
      {state.error ? (
        <p class="notice notice-error" role="alert">
          {errorText(state.error, i18n)}
        </p>
      ) : null}
      <div class="guest-names-actions">
        <Button type="submit" busy={state.status === 'saving'}>
          <Trans>Save guest names</Trans>
        </Button>
        <Button variant="secondary" disabled={state.status === 'saving'} onClick={() => onClose(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
