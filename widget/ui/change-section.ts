import { useEffect, useRef, useState } from 'react';

/**
 * A part of the reservation page the guest may change after booking (guests, answers): shown,
 * or its form open; "saved" after a change; focus back on its heading when the form closes, so
 * the guest is not left at the top of the page.
 */
export function useChangeSection() {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [closed, setClosed] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (closed > 0) heading.current?.focus();
  }, [closed]);
  return {
    editing,
    saved,
    heading,
    open: () => setEditing(true),
    close: (done: boolean) => {
      setEditing(false);
      setSaved(done);
      setClosed((count) => count + 1);
    },
  };
}
