import type { RouteOptions } from 'fastify';
import { parameterKeys } from './id-parameters';

// Requests made from the route table's schemas, for the generated matrices of the security suite.

export const methodsOf = (route: RouteOptions) =>
  [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS');

export type JsonSchema = {
  type?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  pattern?: string;
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** Strings tried in turn against a pattern: the usual shapes of the contracts' patterns. */
const PATTERNED = [
  'x',
  'USD',
  'US',
  '1',
  'Secret123',
  'TRACK12345',
  '09:00',
  'https://example.com/a.png',
];

/** A string of the schema: its format, else the first shape its pattern takes, padded to length. */
function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'intruder@example.test';
  if (schema.format === 'uri') return 'https://example.com/';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const fits = (value: string) =>
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value)) &&
    value.length >= (schema.minLength ?? 0);
  const padded = (value: string) => value.padEnd(schema.minLength ?? 0, value.at(-1) ?? 'x');
  return (
    PATTERNED.find(fits) ??
    PATTERNED.map(padded).find(fits) ??
    'x'.repeat(Math.max(1, schema.minLength ?? 1))
  );
}

/** A value the schema accepts, as far as one can be made from it. */
export function sample(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]!);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sample(schema.properties?.[name] ?? {})]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema);
    default:
      return null;
  }
}

export const bodyFor = (route: RouteOptions) =>
  route.schema?.body ? sample(route.schema.body as JsonSchema) : undefined;

/** `?name=value…` for the required query parameters of the route. */
export function queryFor(route: RouteOptions): string {
  if (!route.schema?.querystring) return '';
  const query = sample(route.schema.querystring as JsonSchema) as Record<string, unknown>;
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return search ? `?${search}` : '';
}

/**
 * The route's path with each parameter replaced by the id of its key, else a value its params
 * schema accepts (a supplier name, a country), and the route's query.
 */
export function urlFor(route: RouteOptions, ids: Record<string, string>): string {
  const params = (route.schema?.params as JsonSchema | undefined)?.properties ?? {};
  let url = route.url;
  for (const key of parameterKeys(route.url)) {
    const name = key.slice(key.indexOf('/:') + 2);
    const value = ids[key] ?? (params[name] ? String(sample(params[name])) : 'x');
    url = url.replace(`:${name}`, encodeURIComponent(value));
  }
  return url + queryFor(route);
}
