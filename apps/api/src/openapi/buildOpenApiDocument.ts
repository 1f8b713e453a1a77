import type { ApiCall } from '@citerne/core-api/contract';
import { type ConversionConfig, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

type Json = Record<string, unknown>;

const request: ConversionConfig = { target: 'openapi-3.0', typeMode: 'input', errorMode: 'ignore' };
const response: ConversionConfig = { target: 'openapi-3.0', typeMode: 'output', errorMode: 'ignore' };

function schemaOf(schema: v.GenericSchema, config: ConversionConfig): Json {
  const { $schema: _draft, ...json } = toJsonSchema(schema, config) as Json;
  return json;
}

function entriesOf(schema: v.GenericSchema | undefined): [string, v.GenericSchema][] {
  const entries = (schema as { entries?: Record<string, v.GenericSchema> } | undefined)?.entries;
  return entries ? Object.entries(entries) : [];
}

const isOptional = (schema: v.GenericSchema) => ['optional', 'nullish', 'exact_optional'].includes(schema.type);

function envelope(result: Json, meta?: Json): Json {
  return {
    type: 'object',
    required: ['code', 'result'],
    properties: { code: { type: 'integer', example: 200 }, result, ...(meta ? { meta } : {}) },
  };
}

const errorEnvelope = envelope({
  oneOf: [
    { type: 'string' },
    {
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' }, code: { type: 'string' } },
      additionalProperties: true,
    },
  ],
});

/**
 * An OpenAPI 3.0 document of API calls, generated from their valibot schemas (`@citerne/core-api/contract`
 * `defineCall` objects): path and query parameters, JSON bodies, and the `{ code, result, meta }`
 * envelope of each answer. Calls sharing a path with other methods are grouped under it.
 * @example
 * const document = buildOpenApiDocument(Object.values(apiCalls), { title: 'Citerne shop API', version: '1.0.0' });
 */
export function buildOpenApiDocument(calls: readonly ApiCall[], info: { title: string; version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const call of calls) {
    const path = call.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...entriesOf(call.params).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: schemaOf(schema, request),
      })),
      ...entriesOf(call.query).map(([name, schema]) => ({
        name,
        in: 'query',
        required: !isOptional(schema),
        schema: schemaOf(schema, request),
      })),
    ];
    paths[path] ??= {};
    paths[path][call.method.toLowerCase()] = {
      operationId: call.name,
      ...(call.auth === 'none' ? { security: [] } : {}),
      ...(call.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(call.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(call.body, request) } } } }
        : {}),
      responses: {
        '200': {
          description: 'Success',
          content: {
            'application/json': {
              schema: envelope(schemaOf(call.result, response), call.meta ? schemaOf(call.meta, response) : undefined),
            },
          },
        },
        default: { description: 'Refusal', content: { 'application/json': { schema: errorEnvelope } } },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
