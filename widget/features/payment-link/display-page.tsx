import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../ui/money.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { $locale } from '../../lib/i18n.ts';
import { $display, loadDisplay } from './display-store.ts';
import { LinkFacts } from './link-facts.tsx';
import { LinkError, MissingLink } from './link-status.tsx';
import { stateTexts } from './link-texts.tsx';

/** How often the screen reads the link again: a guest who just paid sees it within seconds. */
const REFRESH_MS = 10_000;

/** /payments/:number/display (spec 1 §2): the link's QR code, its amount and hotel, for a front desk screen. */
export function PaymentLinkDisplay({ number }: { number: string }) {
  const { t } = useLingui();
  const display = useStore($display);
  const locale = useStore($locale);
  useEffect(() => {
    $display.set({ status: 'loading' });
    void loadDisplay(number);
    const timer = setInterval(() => void loadDisplay(number), REFRESH_MS);
    return () => clearInterval(timer);
  }, [number]);
  if (display.status === 'loading') return <Loading />;
  if (display.status === 'error') return <LinkError error={display.error} />;
  if (display.status === 'missing') return <MissingLink />;
  const { page, qr } = display;
  const open = page.state === 'open' || page.state === 'failed';
  // isolated: a Latin currency sign keeps its place beside the number in right-to-left text
  const amount = `\u2068${formatMoney(page.amount, page.currency, locale)}\u2069`;
  const hotel = page.hotel.name;
  return (
    <div class={`pay-link pay-link-display pay-link-${page.state}`}>
      {open ? (
        <PageHeading>
          <Trans>Scan to pay {amount}</Trans>
        </PageHeading>
      ) : (
        <PageHeading>{stateTexts(page.state, page.hotel.name).heading}</PageHeading>
      )}
      <div class="pay-link-display-body">
        {open && qr ? (
          <figure class="pay-link-qr">
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`} alt={t`QR code of the payment link for ${amount} at ${hotel}`} />
            <figcaption>
              <Trans>Scan with your phone’s camera to open the payment page.</Trans>
            </figcaption>
          </figure>
        ) : null}
        <div>
          {/* the state said as it changes, for a screen reader at the desk */}
          <p role="status">{open ? <Trans>Waiting for payment.</Trans> : stateTexts(page.state, page.hotel.name).next}</p>
          <LinkFacts page={page} />
        </div>
      </div>
    </div>
  );
}
