/** Where GA4 events go: main.tsx points this at the host bridge (the host's dataLayer). */
type Sink = (name: string, params: Record<string, unknown>) => void;

let sink: Sink = () => {};

/** Sets the receiver of analytics events. */
export function setAnalyticsSink(next: Sink): void {
  sink = next;
}

/** Sends a GA4 event (view_item_list, add_to_cart, begin_checkout, purchase, refund) to the host. */
export function track(name: string, params: Record<string, unknown>): void {
  try {
    sink(name, params);
  } catch {
    // analytics never breaks a booking
  }
}
