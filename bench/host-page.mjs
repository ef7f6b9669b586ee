// The hotel's page: a separate tiny server on 127.0.0.1, another site than the widget server's
// localhost. Its functions time, with the page's own clock, from inserting the tag (or a blank
// iframe, the floor) to the loader's `interactive` event (or the frame's load event). The tag
// goes in a spot reserved as loader/README.md advises, with the page's text below it; the page
// records its own layout shifts and long tasks from the tag until `settleMs` after interactive.
import { createServer } from 'node:http';

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hotel Bench</title></head>
<body>
<h1>Hotel Bench</h1>
<div id="booking" style="min-height: max(600px, 100vh)"></div>
<p id="below">Our rooms, our breakfast and how to get here: the hotel's own text under the widget.</p>
<script>
  // layout shifts and long tasks of this page (the host's main thread), from now until stop()
  const watchHost = () => {
    let shift = 0;
    let blocking = 0;
    let framesBlocking = 0;
    const observers = [
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) shift += entry.value;
      }),
      new PerformanceObserver((list) => {
        // a frame sharing this page's process (no site isolation) runs on its thread: its tasks block the page too
        for (const entry of list.getEntries()) {
          const over = Math.max(0, entry.duration - 50);
          if (entry.name === 'self') blocking += over;
          else framesBlocking += over;
        }
      }),
    ];
    observers[0].observe({ type: 'layout-shift' });
    observers[1].observe({ type: 'longtask' });
    return () => {
      for (const observer of observers) observer.takeRecords(), observer.disconnect();
      return { cls: shift, tbt: blocking + framesBlocking, framesTbt: framesBlocking };
    };
  };
  const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  window.benchTag = (src, hotelCode, settleMs) =>
    new Promise((resolve) => {
      const stop = watchHost();
      let start;
      window.yado = [['on', 'interactive', () => {
        const took = performance.now() - start;
        settle(settleMs).then(() => resolve({ took, ...stop() }));
      }]];
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      script.dataset.hotelCode = hotelCode;
      script.dataset.target = '#booking';
      start = performance.now();
      document.getElementById('booking').append(script);
    });
  window.benchBlankFrame = (src, settleMs) =>
    new Promise((resolve) => {
      const stop = watchHost();
      const frame = document.createElement('iframe');
      frame.style.cssText = 'width:100%;border:0;height:600px';
      frame.onload = () => {
        const took = performance.now() - start;
        settle(settleMs).then(() => resolve({ took, ...stop() }));
      };
      frame.src = src;
      const start = performance.now();
      document.getElementById('booking').append(frame);
    });
</script>
</body>
</html>
`;

/** Serves the host page at http://127.0.0.1:<port>/; resolves with the server once listening. */
export function startHostPage(port) {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(PAGE);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject).listen(port, '127.0.0.1', () => resolve(server));
  });
}
