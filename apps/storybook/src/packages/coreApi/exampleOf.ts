import type { JSONSchema7 } from '@valibot/to-json-schema';

type JSONSchema7Definition = JSONSchema7 | boolean;

/**
 * A sample value for a JSON schema (the contract's valibot schemas converted by @valibot/to-json-schema): required
 * properties only, the first enum/const value, lengths and minimums respected. The contract itself then checks the
 * sample, so a wrong sample shows as "not valid" instead of passing for an example.
 */
export function exampleOf(definition: JSONSchema7Definition | undefined, depth = 0): unknown {
  if (definition === undefined || typeof definition === 'boolean' || depth > 6) return null;
  const schema: JSONSchema7 = definition;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant !== undefined) return exampleOf(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).filter(([key]) => schema.required?.includes(key));
      return Object.fromEntries(entries.map(([key, value]) => [key, exampleOf(value, depth + 1)]));
    }
    case 'array': {
      const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleOf(items, depth + 1));
    }
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function stringExample(schema: JSONSchema7): string {
  if (schema.format === 'email') return 'camille@example.fr';
  if (schema.format === 'date-time') return '2025-07-14T12:00:00Z';
  if (schema.format === 'date') return '2025-07-14';
  const min = schema.minLength ?? 1;
  return 'Citerne10'.padEnd(min, 'x').slice(0, schema.maxLength ?? 64);
}
