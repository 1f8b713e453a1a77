import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './buildOpenApiDocument';
import { servedCalls } from './mountOpenApiRoute';

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: {
    content: { 'application/json': { schema: { type?: string; properties?: Record<string, unknown> } } };
  };
  responses: Record<string, { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } }>;
};

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(servedCalls, { title: 'Citerne shop API', version: '1.2.3' }) as {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  };
  const operation = (path: string, method: string) => document.paths[path]?.[method] as Operation;

  it('describes every served call once, under its method and path', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(document.openapi).toBe('3.0.3');
    expect(operations.map((op) => op.operationId).sort()).toEqual(servedCalls.map((call) => call.name).sort());
  });

  it('gives the query parameters with what is required', () => {
    const cartId = operation('/api/cart/totals', 'get').parameters?.find((p) => p.name === 'cartId');
    expect(cartId).toMatchObject({ in: 'query', required: true });
    expect(operation('/api/cart/totals', 'get').parameters?.find((p) => p.name === 'token')).toMatchObject({
      required: false,
    });
    expect(operation('/api/order/{orderNumber}', 'get').parameters?.[0]).toMatchObject({
      name: 'orderNumber',
      in: 'path',
    });
  });

  it('gives the JSON body of calls that take one and the envelope of every answer', () => {
    const body = operation('/api/order', 'post').requestBody?.content['application/json'].schema;
    expect(body?.properties).toHaveProperty('addressInformation');
    const answer = operation('/api/user/login', 'post').responses['200']?.content['application/json'].schema;
    expect(Object.keys(answer?.properties ?? {})).toEqual(['code', 'result', 'meta']);
  });
});
