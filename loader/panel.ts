/**
 * The floating panel (button mode), built apart into dist/loader-panel.js: the loader fetches it
 * from its own origin only when the host asks for `mode: 'button'`, so inline hosts never pay
 * its bytes (README.md). It hands its setup to the loader through its own script element (no
 * global): the loader calls it with the label, its `show` and its `send`, and gets back the panel
 * (where the iframe goes) and a toggle. Positional, not an object: names survive minifying.
 */
import type { BareHostMessage } from '../shared/protocol/messages.ts';

/** What loader-panel.js hands to the loader: called once, with the loader's label, `show` and `send`. */
export type PanelSetup = (
  label: string,
  show: () => unknown,
  send: (type: BareHostMessage['type']) => unknown,
) => [panel: HTMLElement, toggle: (open?: unknown) => unknown];

const doc = document;

const setup: PanelSetup = (label, show, send) => {
  const body = doc.body;
  /** A new element at the end of the body, with its inline style. */
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, css: string) => {
    const created = body.appendChild(doc.createElement(tag));
    created.style = css;
    return created;
  };
  // Logical properties follow the host's dir; hosts restyle the button through its class.
  const button = element('button', 'position:fixed;bottom:20px;inset-inline-end:20px;z-index:99999');
  button.className = 'yado-ldr-button';
  button.textContent = label;
  button.onclick = () => show();
  // modal through setOpen's inert (which also hides the page from screen readers), so no aria-modal;
  // the page behind is dimmed by the panel's own outline (a phone's panel covers it all)
  const panel = element('div', 'position:fixed;inset-block:0;inset-inline-end:0;width:min(440px,100%);z-index:99999;outline:99vw solid #0007');
  panel.hidden = true;
  panel.role = 'dialog';
  panel.ariaLabel = label;
  /** While the panel is open the rest of the host page is inert, so focus cannot wander behind it. */
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    for (const child of body.children as any) child.inert = open && child != panel;
  };
  const hide = () => !panel.hidden && (setOpen(false), button.focus());
  doc.addEventListener('keydown', (event) => event.key == 'Escape' && hide());
  let openings = 0;
  /**
   * Opens the panel on the iframe, its only child, which the loader's show() has just created or
   * pointed (one screen high: the panel's full height). A widget started in a panel knows it is
   * open (it takes focus and tells the host itself): only a later opening is sent to it, once its
   * page is there to hear it.
   */
  const open = () => {
    const frame = panel.firstChild as HTMLIFrameElement;
    setOpen(true);
    frame.style.height = '100%';
    frame.focus();
    openings++ && send('opened');
  };
  return [panel, (opening) => (opening ? open() : hide())];
};

(doc.currentScript as HTMLScriptElement & { y: (setup: PanelSetup) => void }).y(setup);
