// The hotel's page: a separate tiny server on 127.0.0.1, another site than the widget server's
// localhost. Its functions time, with the page's own clock, from inserting the tag (or a blank
// iframe, the floor) to the moment the widget says it is interactive (or the frame has loaded).
import { createServer } from 'node:http';

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Hotel Bench</title></head>
<body>
<h1>Hotel Bench</h1>
<div id="booking"></div>
<script>
  window.benchTag = (src, hotelCode) =>
    new Promise((resolve) => {
      const widgetOrigin = new URL(src).origin;
      let start;
      addEventListener('message', (event) => {
        if (event.origin === widgetOrigin && event.data && event.data.bench === 'interactive') resolve(performance.now() - start);
      });
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      script.dataset.hotelCode = hotelCode;
      start = performance.now();
      document.getElementById('booking').append(script);
    });
  window.benchBlankFrame = (src) =>
    new Promise((resolve) => {
      const frame = document.createElement('iframe');
      frame.style.cssText = 'width:100%;border:0;height:600px';
      frame.onload = () => resolve(performance.now() - start);
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
