type Json = Record<string, unknown>;

/**
 * A plausible value for a JSON schema (OpenAPI 3.0, as `buildOpenApiDocument` writes it): enums take their first
 * value, strings their minimum length, numbers their minimum, objects their required properties. It need not be valid
 * — the fuzzer breaks it anyway — but the closer it is, the deeper a broken field reaches into validation.
 * @example
 * exampleFromSchema({ type: 'object', required: ['qty'], properties: { qty: { type: 'integer', minimum: 1 } } }); // { qty: 1 }
 */
export function exampleFromSchema(schema: unknown, depth = 0): unknown {
  if (typeof schema !== 'object' || schema === null || depth > 8) return null;
  const s = schema as Json;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if ('const' in s) return s.const;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[key]) && (s[key] as unknown[]).length > 0)
      return exampleFromSchema((s[key] as unknown[])[0], depth + 1);
  }
  switch (s.type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, exampleFromSchema(property, depth + 1)]),
      );
    }
    case 'array': {
      const count = Math.max(1, Number(s.minItems ?? 1));
      return Array.from({ length: Math.min(count, 3) }, () => exampleFromSchema(s.items, depth + 1));
    }
    case 'string':
      if (s.format === 'email') return 'fuzz@example.fr';
      if (s.format === 'date-time') return '2025-06-02T10:00:00.000Z';
      return 'x'.repeat(Math.max(1, Number(s.minLength ?? 1)));
    case 'integer':
    case 'number':
      return Number(s.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}
