import { Route, Switch } from 'wouter';
import { PaymentLinkDisplay } from './display-page.tsx';
import { PaymentLinkPage } from './payment-link-page.tsx';
import './payment-link.css';

/**
 * Spec 1 §2: /payments/{paymentNumber} and /payments/{paymentNumber}/display, outside the main
 * layout (payment-link.css hides the booking pages' header and footer around them; there is no
 * chatbot on them) and with no hotel code needed: the link names its hotel.
 */
export function PaymentLinkRoutes() {
  return (
    <div class="pay-link-pages">
      <Switch>
        <Route path="/payments/:number/display">{(params) => <PaymentLinkDisplay number={params.number} />}</Route>
        <Route path="/payments/:number">{(params) => <PaymentLinkPage number={params.number} />}</Route>
      </Switch>
    </div>
  );
}
