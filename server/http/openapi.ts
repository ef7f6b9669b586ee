import { toJsonSchema } from '@valibot/to-json-schema';
import { SERVICE_PREFIX, type AnySchema, type CallDeclaration } from '../../shared/api/define.ts';
import { ErrorEnvelopeSchema } from '../../shared/error-envelope.ts';
import { CLIENT_SESSION_HEADER } from '../../shared/constants.ts';

const schema = (s: AnySchema) => toJsonSchema(s, { errorMode: 'ignore' });

function parametersOf(call: CallDeclaration) {
  const list: object[] = [];
  for (const [where, s] of [
    ['path', call.params],
    ['query', call.query],
  ] as const) {
    const json = s ? (schema(s) as { properties?: Record<string, object>; required?: string[] }) : {};
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  if (call.session) list.push({ name: CLIENT_SESSION_HEADER, in: 'header', required: true, schema: { type: 'string' } });
  return list;
}

/** The OpenAPI 3.1 document, generated from the same declarations the server validates with. */
export function openApiDocument(calls: readonly CallDeclaration[]): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const call of calls) {
    const path = SERVICE_PREFIX[call.service] + call.path.replace(/:([a-z_]+)/g, '{$1}');
    const operation = {
      operationId: call.name,
      summary: call.summary,
      parameters: parametersOf(call),
      ...(call.member ? { security: call.member === 'required' ? [{ memberAccess: [] }] : [{}, { memberAccess: [] }] } : {}),
      ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema(call.body) } } } } : {}),
      responses: {
        [call.status]: call.produces
          ? { description: 'Success: the file', content: { [call.produces]: { schema: { type: 'string', format: 'binary' } } } }
          : { description: 'Success', content: { 'application/json': { schema: schema(call.answer) } } },
        default: { description: 'Error envelope (spec 2 §8)', content: { 'application/json': { schema: schema(ErrorEnvelopeSchema) } } },
      },
    };
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Yado booking API', version: '1' },
    paths,
    // a signed-in member's access token (shared/api/memberships.ts)
    components: { securitySchemes: { memberAccess: { type: 'http', scheme: 'bearer' } } },
  };
}
