// What the widget loads on demand (with import()), loaded before each test file: the first
// time a module loads takes longer than the few ticks a test waits with `settle`.
// The results part and the result list (features/search/results-page.tsx), the error envelope's check and valibot's
// answer parsing (lib/api-client.ts).
import 'valibot';
import '../features/search/results-body.tsx';
import '../features/search/result-list.tsx';
import '../lib/error-envelope.ts';
// the English text of the results part (lib/more-text.ts), compiled once here; loading it into
// Lingui is left to the code under test (lib/i18n.ts loadResultsText)
import { TEXT_PARTS } from '../lib/more-text.ts';

await TEXT_PARTS.results['../../locales/en/widget.po']!();
