// What the widget loads on demand (with import()), loaded before each test file: the first
// time a module loads takes longer than the few ticks a test waits with `settle`.
// The results part and the result list (features/search/results-page.tsx), the error envelope's check and valibot's
// answer parsing (lib/api-client.ts).
import 'valibot';
import '../features/search/results-body.tsx';
import '../features/search/result-list.tsx';
import '../lib/error-envelope.ts';
