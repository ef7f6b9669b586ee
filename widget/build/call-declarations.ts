/**
 * A vite plugin for the production build: the widget keeps of each call declaration
 * (shared/api/define.ts) only what it builds a request from (method, service, path, session),
 * not the schemas of params, query, body and answer. The server validates input with them; the
 * widget parses answers with them in development and tests only (lib/api-client.ts), as the
 * answers come from our own server, which checks them against the same schemas in its tests.
 *
 * A widget module that takes no schema from a contract module imports a view of it with its
 * declarations and plain constants only (`?declarations`): no schema, no valibot, no import of
 * the schema modules. A bundler places whole modules, so without the view the first screen
 * (and the notices) would carry every schema the later pages validate forms with, and valibot.
 * The widget's form validation imports its schemas by name from the whole module and keeps them.
 */
import type { Plugin } from 'vite';

/** The properties of a call declaration the widget does not read in production: the schemas, and the OpenAPI document's summary. */
export const SCHEMA_PROPERTIES = ['params', 'query', 'body', 'answer', 'summary'] as const;

const CONTRACT = /\/shared\/api\/[^/]+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof (node as Node).type === 'string') visit(node as Node);
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
}

/** The source ranges of the schema properties of every `defineCall({...})` in a program, and how many calls there are. */
export function schemaRanges(program: unknown): { calls: number; ranges: Array<[number, number]> } {
  let calls = 0;
  const ranges: Array<[number, number]> = [];
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node & { name?: string };
    if (callee.type !== 'Identifier' || callee.name !== 'defineCall') return;
    calls += 1;
    const [argument] = node.arguments as Node[];
    if (argument?.type !== 'ObjectExpression') throw new Error('defineCall takes an object literal');
    for (const property of argument.properties as Array<Node & { key?: Node & { name?: string } }>) {
      // a spread's schemas would stay, and the declarations view drops the constant it spreads (a guest's ReferenceError)
      if (property.type !== 'Property') throw new Error('defineCall takes its properties written out, not spread from a constant');
      const name = property.key?.name;
      if (property.type === 'Property' && (SCHEMA_PROPERTIES as readonly string[]).includes(name ?? '')) ranges.push([property.start, property.end]);
    }
  });
  return { calls, ranges };
}

/**
 * Marks every call of `defineCall` pure (it returns its argument): a declaration no widget module
 * uses is then left out of the build, instead of riding along with the ones its module's users take.
 */
export function markDeclarationsPure(code: string): string {
  return code.replace(/(?<!function\s+)\bdefineCall\(/g, '/* @__PURE__ */ defineCall(');
}

/** Cuts the ranges (and the comma after each) out of the code. */
export function cut(code: string, ranges: ReadonlyArray<[number, number]>): string {
  let out = code;
  for (const [start, end] of [...ranges].sort((a, b) => b[0] - a[0])) {
    const comma = /^\s*,/.exec(out.slice(end))?.[0].length ?? 0;
    out = out.slice(0, start) + out.slice(end + comma);
  }
  return out;
}

/** Whether an expression is plain data (literals, arrays and objects of them). */
function isData(node: Node | null | undefined): boolean {
  if (!node) return false;
  if (node.type === 'Literal') return true;
  if (node.type === 'TemplateLiteral') return (node.expressions as Node[]).length === 0;
  if (node.type === 'ArrayExpression') return (node.elements as Node[]).every(isData);
  if (node.type === 'ObjectExpression') return (node.properties as Node[]).every((property) => property.type === 'Property' && isData(property.value as Node));
  return false;
}

/**
 * The top-level ranges to drop for the declarations view of a contract module: imports of
 * valibot and of the schema modules (define.ts stays: defineCall), and every statement but the
 * exported declarations and exported plain constants.
 */
export function viewDrops(program: { body: Node[] }): Array<[number, number]> {
  const drops: Array<[number, number]> = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const from = (statement.source as { value: string }).value;
      if (from === 'valibot' || (from.startsWith('./') && from !== './define.ts')) drops.push([statement.start, statement.end]);
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : null;
    const keep =
      declaration?.type === 'VariableDeclaration' &&
      (declaration.declarations as Node[]).every((d) => {
        const init = d.init as (Node & { callee?: Node & { name?: string } }) | null;
        return isData(init) || (init?.type === 'CallExpression' && init.callee?.name === 'defineCall');
      });
    if (!keep) drops.push([statement.start, statement.end]);
  }
  return drops;
}

const VIEW = '?declarations';
const CONTRACT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*\/shared\/api\/(?!define\.ts)[a-z-]+\.ts)\2/g;

/**
 * A widget module's imports of contract modules, pointed at their declarations view where it
 * takes no schema (a name ending in Schema, or dataOf): the view has no valibot. A name the view
 * lacks fails the build (a missing export), never the guest.
 */
export function importViews(code: string): string {
  return code.replace(CONTRACT_IMPORT, (whole, names: string, quote: string, source: string) => {
    const values = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    return values.some((name) => /Schema$|^dataOf$/.test(name.split(/\s+as\s+/)[0]!)) ? whole : `import {${names}} from ${quote}${source}${VIEW}${quote}`;
  });
}

/**
 * The plugins (build only: the dev server and vitest keep the whole declarations): one points
 * the widget's imports at the views, the other cuts the contract modules once TypeScript is
 * stripped (the declarations' schemas; in a view, everything but declarations and constants).
 */
export function callDeclarationsWithoutSchemas(): Plugin[] {
  return [
    {
      name: 'yado-contract-views',
      apply: 'build',
      transform: {
        order: 'pre',
        handler(code, id) {
          if (!/\/widget\/[^?]*\.tsx?$/.test(id) || !code.includes('/shared/api/')) return null;
          const next = importViews(code);
          return next === code ? null : { code: next, map: null };
        },
      },
    },
    {
      name: 'yado-contract-without-schemas',
      apply: 'build',
      transform: {
        order: 'post',
        handler(code, id) {
          const [file, query] = id.split('?');
          if (!CONTRACT.test(file!) || !code.includes('defineCall(')) return null;
          const program = this.parse(code) as unknown as { body: Node[] };
          const { ranges } = schemaRanges(program);
          return { code: markDeclarationsPure(cut(code, query === VIEW.slice(1) ? [...ranges, ...viewDrops(program)] : ranges)), map: null };
        },
      },
    },
  ];
}
