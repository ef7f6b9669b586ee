import { describe, expect, it } from 'vitest';
import { parseAst } from 'rolldown/parseAst';
import { cut, importViews, schemaRanges, viewDrops } from './call-declarations.ts';

// a contract module as the bundler sees it, once TypeScript is stripped
const MODULE = `import * as v from 'valibot';
import { MAX } from '../constants.ts';
import { dataOf, HotelCodeSchema } from './common.ts';
import { defineCall } from './define.ts';
export const FEATURES = ['a', 'b'];
export const ThingSchema = v.object({ code: HotelCodeSchema, max: v.maxValue(MAX) });
export function helper() { return 1; }
export const getThing = defineCall({
  name: 'getThing',
  method: 'GET',
  service: 'api',
  path: '/things/:code',
  session: true,
  params: v.object({ code: HotelCodeSchema }),
  query: v.object({
    page: v.string(),
  }),
  answer: dataOf(ThingSchema),
  status: 200,
});
`;

const run = (code: string) => new Function('defineCall', `${code.replace(/^import .*$/gm, '').replace(/^export /gm, '')}; return getThing;`);

describe('the call declarations of the production widget', () => {
  it('refuse a declaration spreading shared properties from a constant, which the declarations view would drop', () => {
    const spread = MODULE.replace("  name: 'getThing',", "  ...COMMON,\n  name: 'getThing',").replace(
      'export const getThing',
      'const COMMON = { status: 200 };\nexport const getThing',
    );
    expect(() => schemaRanges(parseAst(spread))).toThrow(/written out/);
  });

  it('keep what a request is built from and lose every schema', () => {
    const { calls, ranges } = schemaRanges(parseAst(MODULE));
    expect(calls).toBe(1);
    const code = cut(MODULE, ranges);
    expect(code).not.toMatch(/params|query|answer|page/);
    expect(code).toContain("path: '/things/:code'");
    expect(code).toContain('status: 200');
  });

  it('give the first screen a view of a module with its declarations and plain constants only', () => {
    const program = parseAst(MODULE) as unknown as Parameters<typeof viewDrops>[0];
    const view = cut(MODULE, [...schemaRanges(program).ranges, ...viewDrops(program)]);
    expect(view).not.toMatch(/valibot|common\.ts|ThingSchema|helper/);
    expect(view).toContain("import { defineCall } from './define.ts';");
    expect(view).toContain("export const FEATURES = ['a', 'b'];");
    const call = run(view)((declaration: unknown) => declaration);
    expect(call).toEqual({ name: 'getThing', method: 'GET', service: 'api', path: '/things/:code', session: true, status: 200 });
  });

  it('point a widget module at the view of a contract module unless it takes a schema from it', () => {
    const code = [
      "import { searchRooms, type RoomSearchResult } from '../../../shared/api/rooms.ts';",
      "import { fillPath } from '../../shared/api/define.ts';",
      "import { dataOf, MultiLineTextSchema } from '../../../shared/api/common.ts';",
      "import {\n  AttachmentSchema,\n  listQuestions,\n} from '../../../shared/api/questions.ts';",
    ].join('\n');
    expect(importViews(code).split('\n').slice(0, 3)).toEqual([
      "import { searchRooms, type RoomSearchResult } from '../../../shared/api/rooms.ts?declarations';",
      "import { fillPath } from '../../shared/api/define.ts';",
      "import { dataOf, MultiLineTextSchema } from '../../../shared/api/common.ts';",
    ]);
    expect(importViews(code)).toContain("} from '../../../shared/api/questions.ts';");
  });
});
