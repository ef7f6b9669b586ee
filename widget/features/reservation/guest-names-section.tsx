import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Loading } from '../../ui/spinner.tsx';

// the form and its name rules load when the guest asks for them
const GuestNamesEditor = lazy(() => import('./guest-names-editor.tsx').then((m) => ({ default: m.GuestNamesEditor })));

/**
 * Spec 2 §7.4 guests on the reservation page: the way to name each room's guest anew, shown
 * while the reservation stands and its stay has not begun (the server checks again).
 */
export function GuestNamesSection({ hotelCode }: { hotelCode: string }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [closed, setClosed] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // back from the form, focus returns to the section rather than to the page's start
  useEffect(() => {
    if (closed > 0) heading.current?.focus();
  }, [closed]);
  return (
    <section class="card" aria-labelledby="room-guest-names-title">
      {editing ? (
        <Suspense fallback={<Loading />}>
          <GuestNamesEditor
            hotelCode={hotelCode}
            onClose={(done) => {
              setEditing(false);
              setSaved(done);
              setClosed((count) => count + 1);
            }}
          />
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
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Trans>Change guest names</Trans>
          </Button>
        </>
      )}
    </section>
  );
}
