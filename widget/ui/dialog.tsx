import type { ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $hostViewport, type VisiblePart } from '../lib/viewport.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

let lastPointerY: number | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', (event) => (lastPointerY = event.clientY), { capture: true, passive: true });
}

/**
 * Where the dialog goes. Centred in the window, unless the window cannot scroll: then the
 * widget is an inline iframe as tall as its content, the guest sees only part of it, and a
 * centred box could sit far outside the host page's view. There it is centred in the part of
 * the frame the host shows (`seen`, from the loader), or without that, level with the button
 * that opened it, which the guest is looking at.
 */
function anchorTop(opener: HTMLElement | null, box: HTMLElement, seen: VisiblePart | null): number | null {
  const frameIsContentSized = document.documentElement.scrollHeight <= window.innerHeight + 1;
  if (!frameIsContentSized) return null;
  const room = window.innerHeight - box.offsetHeight - 16;
  if (seen && seen.height > 0) return Math.max(seen.top + 16, Math.min(seen.top + (seen.height - box.offsetHeight) / 2, room));
  // Safari does not focus a clicked button: fall back to where the guest last pressed
  const openerTop = opener && opener !== document.body ? opener.getBoundingClientRect().top : lastPointerY;
  if (openerTop === null) return null;
  return Math.max(16, Math.min(openerTop - box.offsetHeight / 2, room));
}

/**
 * A modal dialog: labelled by its title, focus moved in on open and kept inside (Tab wraps),
 * Escape closes, and focus returns to what had it before. Render it only while open.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const openerRef = useRef<HTMLElement | null>(typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null));
  const [top, setTop] = useState<number | null>(null);
  const seen = useStore($hostViewport);

  // follows the host page's scrolling: the dialog stays where the guest looks
  useLayoutEffect(() => {
    if (ref.current) setTop(anchorTop(openerRef.current, ref.current, seen));
  }, [seen]);

  useEffect(() => {
    const opener = openerRef.current;
    const box = ref.current;
    (box?.querySelector<HTMLElement>(FOCUSABLE) ?? box)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !box) return;
      const items = Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (!box.contains(document.activeElement)) {
        // focus had left the dialog (a click on the backdrop): Tab brings it back in
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === box)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // the opener may be gone (a cancelled reservation has no cancel button): the page's heading takes focus then
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div class={`dialog-backdrop${top === null ? '' : ' dialog-backdrop-anchored'}`}>
      <div
        ref={ref}
        class="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={
          top === null
            ? undefined
            : { insetBlockStart: `${top}px`, ...(seen && seen.height > 0 ? { maxBlockSize: `${Math.max(seen.height - 32, 160)}px` } : {}) }
        }
      >
        <h2 id={titleId} class="dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
