// The request floor: a Hono hello-world on the same node and the same machine as the server.
// Usage: PORT=... node bench/hello.mjs
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.text('Hello world'));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.once('SIGTERM', () => server.close(() => process.exit(0)));
