import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { useChangeSection } from '../../ui/change-section.ts';
import { Loading } from '../../ui/spinner.tsx';

// the form and its name rules load when the guest asks for them
const GuestNamesEditor = lazy(() => import('./guest-names-editor.tsx').then((m) => ({ default: m.GuestNamesEditor })));

/**
 * Spec 2 §7.4 guests on the reservation page: the way to name each room's guest anew, shown
 * while the reservation stands and its stay has not begun (the server checks again).
 */
export function GuestNamesSection({ hotelCode }: { hotelCode: string }) {
  const { editing, saved, heading, open, close } = useChangeSection();
  return (
    <section class="card" aria-labelledby="room-guest-names-title">
      {editing ? (
        <Suspense fallback={<Loading />}>
          <GuestNamesEditor hotelCode={hotelCode} onClose={close} />
        </Suspense>
      ) : (
        <>
          <h2 id="room-guest-names-title" ref={heading} tabIndex={-1}>
            <Trans>Guest staying in each room</Trans>
          </h2>
          {saved ? (
            <p class="notice notice-success" role="status">
              <Trans>The guest names are saved.</Trans>
            </p>
          ) : (
            <p>
              <Trans>You can change who stays in each room until the check-in day.</Trans>
            </p>
          )}
          <Button variant="secondary" onClick={open}>
            <Trans>Change guest names</Trans>
          </Button>
        </>
      )}
    </section>
  );
}
