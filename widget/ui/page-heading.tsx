import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { $pageTitle } from '../lib/page-title.ts';

/**
 * The `<h1>` of a page or step, which also titles the document. When the guest is already
 * inside the widget, focus moves to it on mount (and when `focusKey` changes) so screen
 * readers announce the new page or step; on first load it leaves focus alone, so the host
 * page never loses its focus to the iframe.
 */
export function PageHeading({ children, focusKey }: { children: ReactNode; focusKey?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (typeof document.hasFocus === 'function' && document.hasFocus()) {
      ref.current?.focus();
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
