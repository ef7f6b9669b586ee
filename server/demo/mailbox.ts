import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { AppDeps } from '../deps.ts';
import { listRecentMail } from '../db/repositories/outbox-repository.ts';
import { withoutLinkTokens } from '../domain/tokens.ts';
import { clientAddress, isLoopback } from '../http/client-address.ts';

/** The web links in a text message, so the page can make them clickable. */
function linksOf(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

/** The page's head, constant: its inline style is allowed by hash (server/http/security-headers.ts). */
export const MAILBOX_HEAD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
.mail{border:1px solid #ccd;border-radius:8px;padding:1rem;margin-block:1rem}.meta{color:#555}pre{white-space:pre-wrap;font:inherit}</style></head>`;

/**
 * GET /demo/mailbox: the newest outbox messages, so a tester can read the e-mails and click
 * their links without an SMTP server. Mounted only in demo mode; the links that open a
 * reservation (bypass tokens) are shown only to a browser on the server's own machine.
 */
export function mountMailbox(app: Hono, deps: AppDeps): void {
  app.get('/demo/mailbox', async (c) => {
    const local = isLoopback(clientAddress(c, deps.trustProxy));
    const mails = (await listRecentMail(deps.db, 50)).map((m) => (local ? m : { ...m, body_text: withoutLinkTokens(m.body_text) }));
    const items = mails.map(
      (m) => html`<article class="mail" data-kind="${m.kind}">
  <h2>${m.subject}</h2>
  <p class="meta">To ${m.recipient} · ${new Date(m.created_at).toISOString()} · ${m.status}</p>
  <pre>${m.body_text}</pre>
  ${raw(
    linksOf(m.body_text)
      .map((href) => html`<p><a class="mail-link" href="${href}">${href}</a></p>`)
      .join(''),
  )}
</article>`,
    );
    return c.html(html`${raw(MAILBOX_HEAD)}
<body><h1>Demo mailbox</h1>${local ? '' : html`<p><strong>Links that open a reservation or a member account are hidden: open this page on the server's own machine to see them.</strong></p>`}<p>${mails.length === 0 ? 'No messages yet.' : `${mails.length} newest messages, newest first.`}</p>${raw(items.join(''))}</body></html>`);
  });
}
