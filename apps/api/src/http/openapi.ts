import { z } from 'zod';
import { ROUTES, type RouteSpec } from './api-routes.js';

/** A zod schema as an OpenAPI 3.1 schema (JSON Schema 2020-12, without the `$schema` line). */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function parametersOf(spec: RouteSpec): unknown[] {
  const parameters: unknown[] = [];
  for (const [where, object] of [['path', spec.params], ['query', spec.query]] as const) {
    if (!object) continue;
    for (const [name, field] of Object.entries(object.shape)) {
      const schema = schemaOf(field as z.ZodType, 'input');
      parameters.push({ name, in: where, required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success, schema });
    }
  }
  return parameters;
}

function operationOf(spec: RouteSpec): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(spec.answers)) {
    const content = answer.json ? { 'application/json': { schema: schemaOf(answer.json, 'output') } } : answer.text ? { [answer.text]: { schema: { type: 'string' } } } : undefined;
    responses[status] = { description: answer.description, ...(content ? { content } : {}) };
  }
  return {
    summary: spec.summary,
    ...(spec.auth ? { security: spec.auth === 'required' ? [{ seatToken: [] }] : [{}, { seatToken: [] }] } : {}),
    ...(spec.params || spec.query ? { parameters: parametersOf(spec) } : {}),
    ...(spec.body ? { requestBody: { required: spec.body.safeParse(undefined).success === false, content: { 'application/json': { schema: schemaOf(spec.body, 'input') } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the API, built from the route table and its zod schemas. */
export function openApiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of Object.values(ROUTES) as RouteSpec[]) (paths[spec.path] ??= {})[spec.method] = operationOf(spec);
  return {
    openapi: '3.1.0',
    info: { title: 'Tabula API', version, description: 'Online games of the Tabula rules engine. Live updates: WebSocket /api/games/{id}/live (see the README).' },
    paths,
    components: { securitySchemes: { seatToken: { type: 'http', scheme: 'bearer', description: "A seat's token from POST /api/games or POST /api/games/{id}/seats/{seat}." } } },
  };
}
