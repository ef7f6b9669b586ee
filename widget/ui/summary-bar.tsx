import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import type { CurrencyCode } from '../../shared/currencies.ts';
import { $hostViewport } from '../lib/viewport.ts';
import { Money } from './money.tsx';
import './summary-bar.css';

/** Where the bar is shown: the iframe's own width (a phone, or a narrow inline spot), as summary-bar.css says. */
export const SUMMARY_BAR_MEDIA = '(max-width: 47.99rem)';

function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, [query]);
  return matches;
}

/** A field the on-screen keyboard opens for (not a checkbox, a radio or a select). */
function opensKeyboard(element: EventTarget | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image'].includes(element.type);
}

/** Whether a text field has focus: the on-screen keyboard is then up, and the bar must not cover the field. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(() => typeof document !== 'undefined' && opensKeyboard(document.activeElement));
  useEffect(() => {
    const onFocus = (event: FocusEvent) => setTyping(opensKeyboard(event.target));
    // focus moving from one field to the next keeps the bar away (no flash in between)
    const onBlur = (event: FocusEvent) => setTyping(opensKeyboard(event.relatedTarget));
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onBlur);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onBlur);
    };
  }, []);
  return typing;
}

/**
 * Inline (the host page scrolls the iframe): how far up from its place at the end of its area the
 * bar must move to sit at the bottom of the part of the frame the guest sees, never above the
 * area's top. Zero when the bar's own place is in view or below the area.
 */
export function barShift(seen: { top: number; height: number }, area: { top: number; bottom: number }, barHeight: number): number {
  const place = area.bottom - barHeight;
  const wanted = Math.max(area.top, Math.min(seen.top + seen.height - barHeight, place));
  return wanted - place;
}

type SummaryBarProps = {
  /** False until there is something to sum up (no room chosen yet): the bar keeps its place, unseen. */
  shown: boolean;
  /** What is chosen, e.g. "1 of 2 rooms chosen". */
  status: ReactNode;
  total: number;
  currency: CurrencyCode;
  /** The page's own next-step button (the same action as the one in the page). */
  action: ReactNode;
};

/**
 * On narrow screens, the rooms chosen, the stay's total and the way on, kept at the bottom of what
 * the guest sees while the area it ends (its parent element) is in view. It sits in the flow at
 * the end of its area, so the area's last content is never under it, and it holds its place while
 * hidden, so nothing moves when it appears. In the floating panel or a page of its own it is CSS
 * sticky; inline, where the host page scrolls the iframe, it moves to the bottom of the part of the
 * frame inside the host's viewport (`$hostViewport`). It steps aside while a text field has focus.
 * On wider screens it is not drawn: the page's own summary and button are in reach.
 */
export function SummaryBar({ shown, status, total, currency, action }: SummaryBarProps) {
  const narrow = useMedia(SUMMARY_BAR_MEDIA);
  const typing = useTyping();
  const seen = useStore($hostViewport);
  const ref = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(0);

  useLayoutEffect(() => {
    const bar = ref.current;
    const area = bar?.parentElement;
    if (!bar || !area || !seen || seen.height === 0) return void setShift(0);
    const place = () => {
      const box = area.getBoundingClientRect();
      setShift(barShift(seen, { top: box.top + scrollY, bottom: box.bottom + scrollY }, bar.offsetHeight));
    };
    place();
    // the area grows or shrinks (more results, an error shown) without the host page scrolling
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(place);
    observer.observe(area);
    return () => observer.disconnect();
  }, [seen, narrow]);

  if (!narrow) return null;
  const visible = shown && !typing;
  return (
    <div
      ref={ref}
      class={`summary-bar${seen ? ' summary-bar-inline' : ''}${visible ? '' : ' summary-bar-hidden'}`}
      style={seen ? { transform: `translateY(${shift}px)` } : undefined}
    >
      <p class="summary-bar-status">{status}</p>
      <p class="summary-bar-total">
        <span class="summary-bar-label">
          <Trans>Total</Trans>
        </span>{' '}
        <strong>
          <Money amount={total} currency={currency} />
        </strong>
      </p>
      <div class="summary-bar-action">{action}</div>
    </div>
  );
}
