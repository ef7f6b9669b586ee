import type { ReactNode } from 'react';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';

/** Renders into a fresh container in the document; returns it and an unmount. */
export async function mount(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(() => render(ui, container));
  return {
    container,
    unmount: () => {
      render(null, container);
      container.remove();
    },
  };
}

/** Lets pending promises and effects settle. */
export async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** A JSON answer. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The error envelope (DESIGN.md). */
export function envelope(status: number, code: string, title: string, reasons: string[] = []) {
  return { errors: [{ title, status, code, details: { base: reasons.map((reason) => ({ code: reason, error: reason })) } }] };
}

/** One recorded request. */
export type Recorded = { method: string; url: URL; headers: Headers; body: unknown; signal?: AbortSignal; credentials?: RequestCredentials };

/**
 * Replaces fetch: each request is recorded, then answered by `answer` (which may throw to
 * simulate a network failure).
 */
export function mockFetch(answer: (request: Recorded) => Response | Promise<Response>) {
  const requests: Recorded[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: Recorded = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://widget.test'),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** Types into an input the way a guest does (value, then an input event). */
export async function typeInto(element: Element | null, value: string): Promise<void> {
  const input = element as HTMLInputElement;
  await act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Picks an option of a select. */
export async function choose(element: Element | null, value: string): Promise<void> {
  const select = element as HTMLSelectElement;
  await act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Leaves a field. */
export async function blur(element: Element | null): Promise<void> {
  await act(() => {
    (element as HTMLElement).dispatchEvent(new FocusEvent('blur'));
    (element as HTMLElement).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

/** Clicks an element. */
export async function click(element: Element | null): Promise<void> {
  await act(() => {
    (element as HTMLElement).click();
  });
}

/** The first button whose text contains `text`. */
export function buttonByText(root: ParentNode, text: string): HTMLButtonElement | null {
  return Array.from(root.querySelectorAll('button')).find((b) => b.textContent?.includes(text)) ?? null;
}

/** The window inside a frame (happy-dom loads no frame's page: each frame gets a stand-in window of its own). */
export function frameWindow(frame: HTMLIFrameElement): Window {
  if (!frame.contentWindow) Object.defineProperty(frame, 'contentWindow', { value: { name: frame.title } });
  return frame.contentWindow!;
}

/** Posts a message to the widget as a window (a frame's, or another) would, then lets it settle. */
export async function postFrom(source: unknown, origin: string, data: unknown): Promise<void> {
  await act(() => {
    dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
  await settle(8);
}
