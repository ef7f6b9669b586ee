import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { $pageTitle } from '../lib/page-title.ts';

/**
 * The `<h1>` of a page or step, which also titles the document. When the guest is already
 * inside the widget, focus moves to it on mount (and when `focusKey` changes) so screen
 * readers announce the new page or step, and the step is brought into view (lib/viewport.ts);
 * on first load it leaves focus alone, so the host page never loses its focus to the iframe.
 */
export function PageHeading({ children, focusKey }: { children: ReactNode; focusKey?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (typeof document.hasFocus === 'function' && document.hasFocus()) {
      // the guest sees the new page or step from its top, even where only the host page scrolls
      ref.current?.focus({ preventScroll: true });
      const heading = ref.current;
      // on demand: the first screen has no step to bring into view
      void import('../lib/bring-into-view.ts').then(({ bringIntoView }) => bringIntoView(heading, { start: true }));
    }
  }, [focusKey]);
  // after every render: the words change with the step and the language
  useEffect(() => $pageTitle.set(ref.current?.textContent ?? ''));
  return (
    <h1 ref={ref} tabIndex={-1} class="page-heading">
      {children}
    </h1>
  );
}
