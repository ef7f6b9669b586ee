// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://hotel.example/stay?utm_source=mail"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The loader on a host page, driven as a webmaster's tag would drive it; see loader/README.md. */
const WIDGET_ORIGIN = 'https://widget.example';
type FakeWidgetWindow = { postMessage: ReturnType<typeof vi.fn> };
type Host = Window & { yado?: unknown; dataLayer?: unknown[] };

const frames = new WeakMap<HTMLIFrameElement, FakeWidgetWindow>();
const host = window as Host;

/** Stands in for the iframe's window (happy-dom does not load cross-origin pages). */
function widgetWindow(iframe: HTMLIFrameElement): FakeWidgetWindow {
  return iframe.contentWindow as unknown as FakeWidgetWindow;
}

async function startLoader(attributes: Record<string, string> = { 'data-hotel-code': 'demo-kyoto' }, hostUrl = '/stay?utm_source=mail') {
  history.replaceState(null, '', hostUrl);
  const script = document.createElement('script');
  // a type happy-dom will not fetch: the test imports the loader's source instead
  script.type = 'text/x-yado-test';
  script.src = `${WIDGET_ORIGIN}/loader.js`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  vi.resetModules();
  await import('../loader/loader.ts');
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  return script;
}

/**
 * Runs a part of the loader as the browser would once loader-panel.js or loader-inline.js has
 * arrived: as the script element the loader added (happy-dom runs no fetched script, so the test
 * imports the source).
 */
async function partArrives(part: 'panel' | 'inline') {
  const chunk = document.querySelector<HTMLScriptElement>(`script[src="${WIDGET_ORIGIN}/loader-${part}.js"]`);
  if (!chunk) throw new Error(`the loader did not ask for loader-${part}.js`);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => chunk });
  vi.resetModules();
  await (part === 'panel' ? import('../loader/panel.ts') : import('../loader/inline.ts'));
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
}
const panelArrives = () => partArrives('panel');

function iframe(): HTMLIFrameElement {
  const found = document.querySelector('iframe');
  if (!found) throw new Error('no iframe on the page');
  return found;
}

/** A message event as the browser would build it from a postMessage call. */
function fromWindow(source: unknown, data: unknown, origin = WIDGET_ORIGIN) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

function fromWidget(data: unknown, origin = WIDGET_ORIGIN) {
  fromWindow(iframe().contentWindow, data, origin);
}

// happy-dom will not load an iframe unless told to: it may, but gets an empty page without the network
const settings = (window as unknown as { happyDOM: { settings: { enableIframePageLoading: boolean; fetch: { interceptor: unknown } } } }).happyDOM.settings;
settings.enableIframePageLoading = true;
settings.fetch.interceptor = {
  beforeAsyncRequest: async () => new Response('<!doctype html><title>widget</title>', { headers: { 'content-type': 'text/html' } }),
};

beforeEach(() => {
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get(this: HTMLIFrameElement) {
      if (!frames.has(this)) frames.set(this, { postMessage: vi.fn() });
      return frames.get(this);
    },
  });
});

afterEach(() => {
  document.body.innerHTML = '';
  delete host.yado;
  delete host.dataLayer;
  vi.restoreAllMocks();
});

describe('the loader, inline', () => {
  it('puts the widget iframe right after its script tag, with the hotel code, parent origin and mode', async () => {
    const script = await startLoader({ 'data-hotel-code': 'demo-kyoto', 'data-locale': 'ja' });
    const frame = iframe();
    expect(script.nextElementSibling).toContain(frame);
    const src = new URL(frame.src);
    // the widget's root opens the search (keeping the query)
    expect(src.origin + src.pathname).toBe(`${WIDGET_ORIGIN}/widget/`);
    expect(src.searchParams.get('code')).toBe('demo-kyoto');
    expect(src.searchParams.get('parentUrl')).toBe('https://hotel.example');
    // inline is the widget's default: only the panel names its embedding
    expect(src.searchParams.has('embed')).toBe(false);
    expect(src.searchParams.get('locale')).toBe('ja');
    expect(frame.title).not.toBe('');
    // in view: a lazy frame would wait for the page's next drawing before it starts loading
    expect(frame.loading).not.toBe('lazy');
  });

  it('loads a widget whose spot is below the first screen lazily', async () => {
    document.body.innerHTML = '<main><section id="booking"></section></main>';
    const spot = document.querySelector<HTMLElement>('#booking')!;
    spot.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: innerHeight + 400, width: 800, height: 0 });
    await startLoader({ 'data-hotel-code': 'demo-seoul', 'data-target': '#booking' });
    expect(iframe().loading).toBe('lazy');
  });

  it('mounts into the element named by data-target', async () => {
    document.body.innerHTML = '<main><section id="booking"></section></main>';
    await startLoader({ 'data-hotel-code': 'demo-seoul', 'data-target': '#booking' });
    expect(document.querySelector('#booking iframe')).toBe(iframe());
  });

  it('follows resize from the widget window at the widget origin', async () => {
    await startLoader();
    await partArrives('inline');
    fromWidget({ yado: 1, type: 'resize', height: 1234 });
    expect(iframe().style.height).toBe('1234px');
  });

  it('ignores resize, close and ga4Event from a forged window or a wrong origin', async () => {
    await startLoader();
    await partArrives('inline');
    const before = iframe().style.height;
    const forged = { postMessage: vi.fn() };
    fromWindow(forged, { yado: 1, type: 'resize', height: 5 });
    fromWindow(window, { yado: 1, type: 'resize', height: 5 });
    fromWidget({ yado: 1, type: 'resize', height: 5 }, 'https://evil.example');
    fromWidget({ yado: 1, type: 'ga4Event', name: 'purchase', params: {} }, 'https://evil.example');
    fromWindow(forged, { yado: 1, type: 'ga4Event', name: 'purchase', params: {} });
    expect(iframe().style.height).toBe(before);
    expect(host.dataLayer).toBeUndefined();
  });

  it('emits interactive to subscribers when the widget says its search form accepts input, and only then', async () => {
    await startLoader();
    const seen: string[] = [];
    const yado = host.yado as { push: (...commands: unknown[]) => void };
    yado.push(['on', 'ready', () => seen.push('ready')], ['on', 'interactive', (payload: { type: string }) => seen.push(payload.type)]);
    fromWidget({ yado: 1, type: 'ready' });
    fromWindow({ postMessage: vi.fn() }, { yado: 1, type: 'interactive' });
    fromWidget({ yado: 1, type: 'interactive' }, 'https://evil.example');
    expect(seen).toEqual(['ready']);
    fromWidget({ yado: 1, type: 'interactive' });
    expect(seen).toEqual(['ready', 'interactive']);
  });

  it('pushes a ga4Event into the host dataLayer and to subscribers', async () => {
    host.dataLayer = [{ event: 'gtm.js' }];
    await startLoader();
    const seen: unknown[] = [];
    (host.yado as { push: (...commands: unknown[]) => void }).push(['on', 'ga4Event', (payload: unknown) => seen.push(payload)]);
    fromWidget({ yado: 1, type: 'ga4Event', name: 'begin_checkout', params: { currency: 'JPY', value: 32000 } });
    expect(host.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'begin_checkout', currency: 'JPY', value: 32000 }]);
    expect(seen).toEqual([{ type: 'ga4Event', name: 'begin_checkout', params: { currency: 'JPY', value: 32000 } }]);
  });
});

describe('the command queue', () => {
  it('drains commands queued before the script ran, then runs new ones at once', async () => {
    const events: string[] = [];
    host.yado = [
      ['on', 'login', (payload: { signedIn: boolean }) => events.push(`login:${payload.signedIn}`)],
      ['init', { hotelCode: 'demo-taipei', mode: 'button', buttonLabel: '立即訂房' }],
    ];
    await startLoader({});
    await panelArrives();
    const button = document.querySelector('button')!;
    expect(button.textContent).toBe('立即訂房');
    expect(Array.isArray(host.yado)).toBe(false);
    (host.yado as { push: (...commands: unknown[]) => void }).push(['open', { path: '/sign-in' }]);
    expect(new URL(iframe().src).pathname).toBe('/widget/sign-in');
    expect(new URL(iframe().src).searchParams.get('code')).toBe('demo-taipei');
    fromWidget({ yado: 1, type: 'login', signedIn: true });
    expect(events).toEqual(['login:true']);
  });

  it('warns about an unknown command, skips it and keeps going', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    host.yado = [
      ['frobnicate', 1],
      ['init', { hotelCode: 'demo-kyoto' }],
    ];
    await startLoader({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0])).toContain('frobnicate');
    expect(iframe()).toBeTruthy();
    expect(() => (host.yado as { push: (...commands: unknown[]) => void }).push(['alsoUnknown'])).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('sends logout and refresh-login-from-chatbot to the widget at its exact origin', async () => {
    await startLoader();
    const yado = host.yado as { push: (...commands: unknown[]) => void };
    yado.push(['logout'], ['refreshLogin']);
    expect(widgetWindow(iframe()).postMessage.mock.calls).toEqual([
      [{ yado: 1, type: 'logout' }, WIDGET_ORIGIN],
      [{ yado: 1, type: 'refresh-login-from-chatbot' }, WIDGET_ORIGIN],
    ]);
  });
});

describe('the deep link', () => {
  const link = '/reservation/confirmation/AB12CD34?bypass_token=xyz';

  it('passes the open_widget value and the host parameters after it to the widget’s server as they are', async () => {
    await startLoader(undefined, `/stay?lang=ja&open_widget=${encodeURIComponent(link)}&utm_source=mail`);
    const src = new URL(iframe().src);
    expect(src.pathname).toBe('/widget/');
    expect(src.searchParams.get('open_widget')).toBe(link);
    expect(src.searchParams.get('utm_source')).toBe('mail');
    expect(src.searchParams.has('lang')).toBe(false);
    expect(src.searchParams.get('code')).toBe('demo-kyoto');
  });

  it('loads the inline frame once, at the link, not at the widget’s start first', async () => {
    const sources: string[] = [];
    const set = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'src')!.set!;
    vi.spyOn(HTMLIFrameElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLIFrameElement, value: string) {
      sources.push(String(value));
      set.call(this, value);
    });
    await startLoader(undefined, `/stay?open_widget=${encodeURIComponent(link)}`);
    expect(sources).toHaveLength(1);
    expect(new URL(sources[0]!).searchParams.get('open_widget')).toBe(link);
  });

  it('passes on a link written without encoding whole, the dates its & split off included', async () => {
    await startLoader(undefined, '/stay?open_widget=/booking/result?checkin=2026-12-01&checkout=2026-12-03');
    const src = new URL(iframe().src);
    expect(src.pathname).toBe('/widget/');
    expect(src.searchParams.get('open_widget')).toBe('/booking/result?checkin=2026-12-01');
    expect(src.searchParams.get('checkout')).toBe('2026-12-03');
  });

  it('opens the panel at once in button mode', async () => {
    await startLoader({ 'data-hotel-code': 'demo-kyoto', 'data-mode': 'button' }, `/stay?open_widget=${encodeURIComponent(link)}`);
    await panelArrives();
    expect(document.querySelector<HTMLElement>('[role="dialog"]')!.hidden).toBe(false);
    expect(new URL(iframe().src).searchParams.get('embed')).toBe('panel');
  });

  it('cannot point the iframe at another origin', async () => {
    await startLoader(undefined, `/stay?open_widget=${encodeURIComponent('//evil.example/x')}`);
    expect(new URL(iframe().src).origin).toBe(WIDGET_ORIGIN);
  });

  const outside = [
    '/../demo/mailbox',
    '/%2e%2e/demo/mailbox',
    '/%2E%2E%2Fdemo/mailbox',
    '/.%2e/demo/mailbox',
    '/..%252Fdemo',
    '/\\evil.example',
    '//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ];

  // the widget's server then opens the widget at its start (tests/widget-page.test.ts)
  it.each(outside)('keeps the iframe at the widget’s start on its own origin when open_widget is %s', async (path) => {
    await startLoader(undefined, `/stay?open_widget=${encodeURIComponent(path)}`);
    const src = new URL(iframe().src);
    expect(src.origin + src.pathname).toBe(`${WIDGET_ORIGIN}/widget/`);
    expect(src.searchParams.get('open_widget')).toBe(path);
  });

  it.each(outside)('neither opens the panel nor loads the widget for the open command with %s', async (path) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startLoader({ 'data-hotel-code': 'demo-kyoto', 'data-mode': 'button' });
    (host.yado as { push: (...commands: unknown[]) => void }).push(['open', { path }]);
    await panelArrives();
    (host.yado as { push: (...commands: unknown[]) => void }).push(['open', { path }]);
    expect(document.querySelector<HTMLElement>('[role="dialog"]')!.hidden).toBe(true);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('removes only open_widget from the host URL when the widget sends removeQuery', async () => {
    await startLoader(undefined, `/stay?lang=ja&open_widget=${encodeURIComponent(link)}&utm_source=mail#rooms`);
    fromWidget({ yado: 1, type: 'removeQuery' });
    expect(location.pathname + location.search + location.hash).toBe('/stay?lang=ja&utm_source=mail#rooms');
  });

  it('keeps the host URL when removeQuery comes from a forged window', async () => {
    await startLoader(undefined, `/stay?open_widget=${encodeURIComponent(link)}`);
    fromWindow({ postMessage: vi.fn() }, { yado: 1, type: 'removeQuery' });
    expect(new URLSearchParams(location.search).get('open_widget')).toBe(link);
  });
});

describe('the inline frame’s view of the host page (loader-inline.js)', () => {
  /** Puts the frame `top` px below the viewport's top (negative: scrolled past), `height` tall, in an 844 px viewport. */
  function placeFrame(top: number, height: number) {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    iframe().getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 390, height });
  }
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  const viewports = () => widgetWindow(iframe()).postMessage.mock.calls.filter(([message]) => message.type === 'viewport');

  it('is fetched from the loader’s own origin by inline hosts only, once the frame is on its way', async () => {
    await startLoader();
    expect(document.querySelector<HTMLScriptElement>('script[src$="/loader-inline.js"]')!.src).toBe(`${WIDGET_ORIGIN}/loader-inline.js`);
    document.body.innerHTML = '';
    delete host.yado;
    await startLoader({ 'data-hotel-code': 'demo-kyoto', 'data-mode': 'button' });
    expect(document.querySelector('script[src$="/loader-inline.js"]')).toBeNull();
  });

  it('tells the widget, at its exact origin, which part of the frame is in the host’s viewport, once a frame and only when it changed', async () => {
    await startLoader();
    placeFrame(300, 2000);
    await partArrives('inline');
    await nextFrame();
    expect(viewports()).toEqual([[{ yado: 1, type: 'viewport', top: 0, height: 544 }, WIDGET_ORIGIN]]);
    // the guest scrolls 1,000 px down: the frame's top is 700 px above the viewport
    placeFrame(-700, 2000);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(viewports().slice(1)).toEqual([[{ yado: 1, type: 'viewport', top: 700, height: 844 }, WIDGET_ORIGIN]]);
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(viewports()).toHaveLength(2);
    // scrolled past the frame: nothing of it is in view
    placeFrame(-2500, 2000);
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(viewports().at(-1)![0]).toMatchObject({ top: 2000, height: 0 });
  });

  it('scrolls the host page to bring the part of the frame the widget names into view, and only when it is out of view', async () => {
    await startLoader();
    await partArrives('inline');
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    placeFrame(100, 4000);
    // the results start 1,200 px into the frame: 1,300 px down the viewport
    fromWidget({ yado: 1, type: 'scrollTo', top: 1200, height: 400 });
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect((scrollBy.mock.calls[0]![0] as ScrollToOptions).top).toBeCloseTo(1300 - (844 - 400) / 2);
    // a part taller than the viewport starts a little below its top
    fromWidget({ yado: 1, type: 'scrollTo', top: 1200, height: 2000 });
    expect((scrollBy.mock.calls[1]![0] as ScrollToOptions).top).toBeCloseTo(1300 - 844 * 0.15);
    // already in view: the page stays where the guest left it
    fromWidget({ yado: 1, type: 'scrollTo', top: 100, height: 300 });
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });

  it('ignores scrollTo from a forged window, a wrong origin or of the wrong shape', async () => {
    await startLoader();
    await partArrives('inline');
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    placeFrame(100, 4000);
    fromWindow({ postMessage: vi.fn() }, { yado: 1, type: 'scrollTo', top: 1200, height: 400 });
    fromWidget({ yado: 1, type: 'scrollTo', top: 1200, height: 400 }, 'https://evil.example');
    fromWidget({ yado: 1, type: 'scrollTo', top: '1200', height: 400 });
    fromWidget({ type: 'scrollTo', top: 1200, height: 400 });
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('brings the frame into view when a deep link opened it, and not otherwise', async () => {
    const scrolled = vi.fn();
    HTMLIFrameElement.prototype.scrollIntoView = scrolled;
    await startLoader();
    await partArrives('inline');
    expect(scrolled).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    delete host.yado;
    await startLoader(undefined, `/stay?open_widget=${encodeURIComponent('/reservation/confirmation/AB12CD34?bypass_token=xyz')}`);
    await partArrives('inline');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('resizes the frame before the host’s own resize callbacks run', async () => {
    const heights: string[] = [];
    host.yado = [['on', 'resize', () => heights.push(iframe().style.height)]];
    await startLoader();
    await partArrives('inline');
    fromWidget({ yado: 1, type: 'resize', height: 987 });
    expect(heights).toEqual(['987px']);
  });
});

describe('the loader, floating button', () => {
  it('waits for a click, then opens a labelled modal panel, making the rest of the page inert, and tells the widget from its second opening', async () => {
    await startLoader({ 'data-hotel-code': 'demo-kyoto', 'data-mode': 'button' });
    await panelArrives();
    const button = document.querySelector('button')!;
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(document.querySelector('iframe')).toBeNull();
    expect(dialog.hidden).toBe(true);
    expect(button.textContent).not.toBe('');
    button.click();
    expect(dialog.hidden).toBe(false);
    // modal: nothing behind the panel can take focus or be read out while it is open
    const others = [...document.body.children].filter((el) => el !== dialog) as HTMLElement[];
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((el) => el.inert)).toBe(true);
    expect(dialog.inert).toBe(false);
    // reflected to aria-label by browsers (the e2e finds the dialog by this name)
    expect(dialog.ariaLabel).toBe(button.textContent);
    expect(new URL(iframe().src).searchParams.get('embed')).toBe('panel');
    // the frame is only now loading its page: the widget, started in a panel, knows it is open
    expect(widgetWindow(iframe()).postMessage).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    button.click();
    expect(widgetWindow(iframe()).postMessage).toHaveBeenCalledWith({ yado: 1, type: 'opened' }, WIDGET_ORIGIN);
    // the panel's full height, whatever the widget's content says
    fromWidget({ yado: 1, type: 'resize', height: 300 });
    expect(iframe().style.height).toBe('100%');
  });

  it('closes on Escape and returns focus to the button', async () => {
    await startLoader({ 'data-hotel-code': 'demo-kyoto', 'data-mode': 'button' });
    await panelArrives();
    const button = document.querySelector('button')!;
    button.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector<HTMLElement>('[role="dialog"]')!.hidden).toBe(true);
    expect(button.inert).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes when the widget asks, but not when a forged window does', async () => {
    await startLoader({ 'data-hotel-code': 'demo-kyoto', 'data-mode': 'button' });
    await panelArrives();
    document.querySelector('button')!.click();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    fromWindow({ postMessage: vi.fn() }, { yado: 1, type: 'close' });
    fromWidget({ yado: 1, type: 'close' }, 'https://evil.example');
    expect(dialog.hidden).toBe(false);
    fromWidget({ yado: 1, type: 'close' });
    expect(dialog.hidden).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('button'));
  });

  it('fetches the panel’s code from its own origin, and only in button mode', async () => {
    await startLoader();
    expect(document.querySelector('script[src$="/loader-panel.js"]')).toBeNull();
    document.body.innerHTML = '';
    delete host.yado;
    await startLoader({ 'data-hotel-code': 'demo-kyoto', 'data-mode': 'button' });
    expect(document.querySelector<HTMLScriptElement>('script[src$="/loader-panel.js"]')!.src).toBe(`${WIDGET_ORIGIN}/loader-panel.js`);
    expect(document.querySelector('button')).toBeNull();
  });

  it('opens the panel once its code has arrived when asked before, by the open command or a deep link', async () => {
    await startLoader({ 'data-hotel-code': 'demo-kyoto', 'data-mode': 'button' });
    (host.yado as { push: (...commands: unknown[]) => void }).push(['open', { path: '/sign-in' }]);
    expect(document.querySelector('iframe')).toBeNull();
    await panelArrives();
    expect(document.querySelector<HTMLElement>('[role="dialog"]')!.hidden).toBe(false);
    expect(new URL(iframe().src).pathname).toBe('/widget/sign-in');
  });

  it('keeps the panel closed when a close follows the open before its code arrives', async () => {
    await startLoader({ 'data-hotel-code': 'demo-kyoto', 'data-mode': 'button' }, `/stay?open_widget=${encodeURIComponent('/sign-in')}`);
    (host.yado as { push: (...commands: unknown[]) => void }).push(['close']);
    await panelArrives();
    expect(document.querySelector<HTMLElement>('[role="dialog"]')!.hidden).toBe(true);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
