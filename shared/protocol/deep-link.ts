/**
 * Host-page query parameter that opens the widget at a path (spec 1 §2, Embedding), e.g.
 * `?open_widget=%2Freservation%2Fconfirmation%2FAB12CD34%3Fbypass_token%3Dxyz`. The widget sends
 * `removeQuery` once it has used it, and the loader removes it from the host URL.
 */
export const OPEN_WIDGET_PARAM = 'open_widget';
