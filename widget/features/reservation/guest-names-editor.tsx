import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChangeForm } from '../../ui/change-form.tsx';
import { RoomGuestNames } from '../../ui/room-guest-names.tsx';
import { $guestNames, changeGuestNames, closeGuestNames, openGuestNames, saveGuestNames } from './guest-names-store.ts';

/**
 * The form that names each room's guest anew (spec 2 §7.4 guests), loaded when the guest asks
 * for it: the booking's name fields, checked as at booking, then saved in one call.
 */
export function GuestNamesEditor({ hotelCode, onClose }: { hotelCode: string; onClose: (saved: boolean) => void }) {
  const { t } = useLingui();
  const state = useStore($guestNames);
  useEffect(() => {
    void openGuestNames(hotelCode);
    return closeGuestNames;
  }, [hotelCode]);
  const editing = state.status === 'editing' || state.status === 'saving' ? state : null;
  return (
    <ChangeForm
      state={state}
      formClass="guest-names-editor"
      loadingLabel={<Trans>Loading the guests…</Trans>}
      closedText={(reason) =>
        reason === 'already_cancelled' ? (
          <Trans>This reservation is cancelled, so its guests cannot be changed.</Trans>
        ) : (
          <Trans>The stay has begun: please tell the front desk of any change of guests.</Trans>
        )
      }
      submitLabel={<Trans>Save guest names</Trans>}
      onSave={() => saveGuestNames(hotelCode)}
      onClose={onClose}
    >
      {editing ? (
        <RoomGuestNames
          rooms={editing.rooms.map((type, index) => {
            const number = index + 1;
            return { label: t`Room ${number}: ${type}` };
          })}
          value={editing.names}
          onChange={changeGuestNames}
          showErrors={editing.showErrors}
        />
      ) : null}
    </ChangeForm>
  );
}
