import { useEffect, useRef, useState } from 'react';
import { type GatewayMessage, readGatewayMessage } from '../lib/gateway-messages.ts';
import './gateway-frame.css';

type Props = {
  /** The gateway's page: hosted card fields or the 3-D Secure challenge. */
  url: string;
  /** The gateway's origin: the only one whose messages are read. */
  origin: string;
  /** The frame's accessible name. */
  title: string;
  onMessage: (message: GatewayMessage) => void;
  /** Its height until the page says how tall it is (a bank's 3-D Secure page may never say). */
  initialHeight?: number;
};

/**
 * A page of the card gateway, framed (`allow="payment"`): the card is typed there, on the
 * gateway's origin, never in the widget. Grows to the height the page says it needs.
 */
export function GatewayFrame({ url, origin, title, onMessage, initialHeight = 360 }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(initialHeight);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const message = readGatewayMessage(event, frame.current?.contentWindow, origin);
      if (!message) return;
      if (message.type === 'resize') setHeight(Math.max(160, Math.ceil(message.height) + 8));
      handler.current(message);
    };
    addEventListener('message', listen);
    return () => removeEventListener('message', listen);
  }, [origin]);
  return <iframe ref={frame} class="gateway-frame" src={url} title={title} allow="payment" style={{ blockSize: `${height}px` }} />;
}
