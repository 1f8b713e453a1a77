import type { SeededRandom } from '@repo/test-utils/random';
import { exampleFromSchema } from './exampleFromSchema';
import type { FuzzEndpoint, FuzzRequest } from './FuzzRequest';
import {
  BROKEN_BODIES,
  BROKEN_QUERY_ENCODINGS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_VALUES,
  INJECTION_STRINGS,
  ODD_METHODS,
  OTHER_CONTENT_TYPES,
} from './hostileValues';

/** The tokens and ids the fuzzer mixes in: real ones make a broken request reach further than a guess would. */
export interface FuzzMaterial {
  /** Tokens the API must refuse: forged signatures, `alg: none`, expired, tampered. */
  readonly badTokens: readonly string[];
  /** A live customer token, sent with requests broken elsewhere. */
  readonly liveToken: string;
  readonly cartId: string;
  readonly orderNumber: string;
}

type Json = Record<string, unknown>;
type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (prefix.length > 0) out.push(prefix);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pathsOf(item, [...prefix, index], out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  }
  return out;
}

function setAt(root: unknown, path: Path, value: unknown, remove: boolean): unknown {
  const copy = structuredClone(root) as Json;
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else {
    node[last] = value;
  }
  return copy;
}

function deepValue(rng: SeededRandom): string {
  const depth = rng.pick([17, 64, 1_000, 10_000, 30_000]);
  switch (rng.int(0, 2)) {
    case 0:
      return `${'['.repeat(depth)}${']'.repeat(depth)}`;
    case 1:
      return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    default:
      return `${'[{"a":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)}`;
  }
}

/** A JSON body broken in one of the ways an attacker or a buggy client breaks it. */
function brokenBody(rng: SeededRandom, schema: unknown): { body: string | Uint8Array; kind: string } {
  const base = exampleFromSchema(schema) ?? {};
  const paths = pathsOf(base);
  const roll = rng.next();
  if (roll < 0.45 && paths.length > 0) {
    const path = rng.pick(paths);
    const remove = rng.chance(0.2);
    const value = rng.pick(HOSTILE_VALUES);
    const broken = setAt(base, path, value, remove);
    const extra = rng.chance(0.3)
      ? { [rng.pick(['__proto__', 'admin', 'price', 'is_paid', 'x'])]: rng.pick(HOSTILE_VALUES) }
      : {};
    return {
      body: JSON.stringify(
        typeof broken === 'object' && broken !== null && !Array.isArray(broken) ? { ...broken, ...extra } : broken,
      ),
      kind: `field ${path.join('.')} ${remove ? 'missing' : JSON.stringify(value)?.slice(0, 40)}`,
    };
  }
  if (roll < 0.6) {
    const body = rng.pick(BROKEN_BODIES);
    return {
      body,
      kind: `broken body ${typeof body === 'string' ? body.slice(0, 30) : `bytes ${[...body].join(',')}`}`,
    };
  }
  if (roll < 0.72) {
    const deep = deepValue(rng);
    const inside = paths.length > 0 && rng.chance(0.6);
    const body = inside
      ? JSON.stringify(setAt(base, rng.pick(paths), '__DEEP__', false)).replace('"__DEEP__"', deep)
      : deep;
    return { body, kind: `deep ${deep.length} chars${inside ? ' in a field' : ''}` };
  }
  if (roll < 0.8) {
    const size = rng.pick([65_537, 100_000, 1_000_000]);
    return { body: JSON.stringify({ ...(base as Json), padding: 'x'.repeat(size) }), kind: `huge ${size}` };
  }
  if (roll < 0.86 && paths.length > 0) {
    const body = JSON.stringify(setAt(base, rng.pick(paths), 'y'.repeat(40_000), false));
    return { body, kind: 'long string' };
  }
  if (roll < 0.92 && paths.length > 0) {
    const wide = Array.from({ length: rng.pick([51, 201, 5_000]) }, () => rng.pick([1, 'x', {}, null]));
    return { body: JSON.stringify(setAt(base, rng.pick(paths), wide, false)), kind: `wide list ${wide.length}` };
  }
  const mixed = Object.fromEntries(Object.keys(base as Json).map((key) => [key, rng.pick(INJECTION_STRINGS)]));
  return {
    body: JSON.stringify(Object.keys(mixed).length > 0 ? mixed : { q: rng.pick(INJECTION_STRINGS) }),
    kind: 'injection strings',
  };
}

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly schema: unknown;
}

const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8: sent as the bytes of U+FFFD's neighbour, raw.
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
};

function queryOf(rng: SeededRandom, parameters: readonly Parameter[], material: FuzzMaterial, broken: boolean) {
  const values: [string, string][] = [];
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    if (parameter.name === 'cartId') values.push(['cartId', material.cartId]);
    else if (parameter.required || rng.chance(0.3))
      values.push([parameter.name, String(exampleFromSchema(parameter.schema) ?? 'x')]);
  }
  let kind = 'query as documented';
  if (broken && values.length > 0 && rng.chance(0.8)) {
    const index = rng.int(0, values.length - 1);
    if (rng.chance(0.2)) {
      kind = `query ${values[index]?.[0]} missing`;
      values.splice(index, 1);
    } else {
      const value = rng.pick(HOSTILE_QUERY_VALUES);
      kind = `query ${values[index]?.[0]}=${value.slice(0, 30)}`;
      values[index] = [values[index]?.[0] ?? 'x', value];
    }
  } else if (broken) {
    const name = rng.pick(['token', 'cartId', 'skus', 'sku', 'pageSize', 'request', 'q', 'size', 'from', 'x']);
    const value = rng.pick(HOSTILE_QUERY_VALUES);
    values.push([name, value]);
    kind = `query ${name}=${value.slice(0, 30)}`;
  }
  let raw = values.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  let brokenEncoding = false;
  if (rng.chance(0.08)) {
    raw += `${raw ? '&' : ''}${rng.pick(['cartId', 'sku', 'q', 'x'])}=${rng.pick(BROKEN_QUERY_ENCODINGS)}`;
    brokenEncoding = true;
    kind += ' + broken encoding';
  }
  if (rng.chance(0.05)) raw += `${raw ? '&' : ''}${values[0]?.[0] ?? 'x'}=dup`;
  return { raw, kind, brokenEncoding };
}

function pathOf(rng: SeededRandom, endpoint: FuzzEndpoint, material: FuzzMaterial, broken: boolean) {
  let kind = '';
  const path = endpoint.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => {
    if (broken && rng.chance(0.7)) {
      const value = rng.pick([
        ...INJECTION_STRINGS,
        '',
        ' ',
        'x'.repeat(2_000),
        '-1',
        '0',
        '1.5',
        '9'.repeat(30),
        '%ZZ',
        '%00',
        '..',
      ]);
      kind += ` ${name}=${value.slice(0, 30)}`;
      return value === '%ZZ' || value === '%00' ? value : encode(value) || '%20';
    }
    if (name === 'orderNumber') return material.orderNumber;
    if (name === 'provider') return rng.pick(['systempay', 'payplug', 'nope']);
    if (name === 'storeCode') return rng.pick(['fr', 'de', 'xx']);
    return rng.pick(['1', 'abc', 'about-us', 'x'.repeat(32)]);
  });
  return { path, kind: kind ? `path${kind}` : '' };
}

/**
 * One malformed request for an endpoint, generated from its OpenAPI operation with a seeded random source: a body
 * broken at one field or as a whole (wrong types, missing and extra fields, deep nesting, huge and wide values,
 * invalid UTF-8, NUL bytes, lone surrogates, injection strings), another content type, a hostile path or query
 * parameter, a forged, expired or malformed token, or a method the route does not serve.
 * @example
 * const request = generateFuzzRequest(seededRandom(1), endpoint, material);
 */
export function generateFuzzRequest(rng: SeededRandom, endpoint: FuzzEndpoint, material: FuzzMaterial): FuzzRequest {
  const operation = endpoint.operation ?? {};
  const parameters = (operation.parameters ?? []) as Parameter[];
  const bodySchema = (operation.requestBody as Json | undefined)?.content as Json | undefined;
  const schema = (bodySchema?.['application/json'] as Json | undefined)?.schema;
  const headers: Record<string, string> = {};
  const kinds: string[] = [];
  let method = endpoint.method;
  if (rng.chance(0.05)) {
    method = rng.pick(ODD_METHODS.filter((m) => m !== endpoint.method));
    kinds.push(`method ${method}`);
  }
  // What to break: the token, the path, the query or the body (and sometimes two of them).
  const targets = new Set<string>();
  targets.add(rng.pick(['token', 'path', 'query', 'body', 'body', 'body']));
  if (rng.chance(0.25)) targets.add(rng.pick(['token', 'path', 'query', 'body']));
  const { path, kind: pathKind } = pathOf(rng, endpoint, material, targets.has('path'));
  if (pathKind) kinds.push(pathKind);
  const query = queryOf(rng, parameters, material, targets.has('query'));
  if (targets.has('query')) kinds.push(query.kind);
  let forgedToken = false;
  if (targets.has('token')) {
    const roll = rng.int(0, 3);
    if (roll === 0) {
      headers.authorization = rng.pick([
        'Basic abc',
        'Bearer',
        'Bearer a b',
        'Token x',
        `Bearer ${'x'.repeat(5_000)}`,
        'Bearer \u00e9\u00e9',
      ]);
      kinds.push(`authorization ${headers.authorization.slice(0, 20)}`);
    } else {
      const token = rng.pick(material.badTokens);
      forgedToken = true;
      if (roll === 1) {
        query.raw += `${query.raw ? '&' : ''}token=${encode(token)}`;
        kinds.push('forged token in query');
      } else {
        headers.authorization = `Bearer ${token}`;
        kinds.push('forged token');
      }
    }
  } else if (rng.chance(0.15)) {
    headers.authorization = `Bearer ${material.liveToken}`;
  }
  let body: string | Uint8Array | undefined;
  if (schema !== undefined || targets.has('body') || method !== 'GET') {
    if (schema !== undefined || rng.chance(0.5)) {
      const broken =
        targets.has('body') || schema === undefined
          ? brokenBody(rng, schema ?? { type: 'object', properties: {} })
          : { body: JSON.stringify(exampleFromSchema(schema)), kind: '' };
      body = broken.body;
      if (broken.kind) kinds.push(broken.kind);
      const type = rng.chance(0.8) ? 'application/json' : rng.pick(OTHER_CONTENT_TYPES);
      if (type !== undefined) headers['content-type'] = type;
      if (type !== 'application/json') kinds.push(`content-type ${type}`);
    }
  }
  if (method === 'GET' || method === 'HEAD') body = undefined;
  return {
    method,
    url: query.raw ? `${path}?${query.raw}` : path,
    headers,
    ...(body !== undefined ? { body } : {}),
    kind: kinds.join('; ') || 'as documented',
    ...(forgedToken ? { forgedToken } : {}),
    ...(query.brokenEncoding ? { brokenEncoding: true } : {}),
  };
}
