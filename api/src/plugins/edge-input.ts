import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { MessageKey, type FieldError } from '@omni/shared/errors';
import { badRequest } from '../http/app-error';

/**
 * Rules every route gets at the edge, whoever wrote it (spec: inputs are validated at the API
 * edge). They are here, not in each route's schema, so a route added tomorrow is covered too.
 *
 * 1. No string anywhere in params, query or a parsed body may hold a NUL character: PostgreSQL
 *    text cannot store it ("invalid byte sequence"), so it would end as a 500 deep in a query.
 * 2. Every paging number (page, page_size, offset, limit …) has an upper bound: an unbounded
 *    `page=99999999999999999999` passes an integer schema and overflows the OFFSET bigint.
 */

const NUL = '\u0000';
const MAX_DEPTH = 32;

/** Field errors for every string (or key) that holds a NUL, by dotted path. */
export function nulByteFields(
  value: unknown,
  path: string[] = [],
  depth = 0,
  seen = new WeakSet<object>(),
): FieldError[] {
  if (typeof value === 'string') {
    return value.includes(NUL)
      ? [
          {
            field: path.join('.') || 'body',
            message: MessageKey.FieldInvalid,
            params: { rule: 'controlCharacter' },
          },
        ]
      : [];
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return [];
  // Uploaded files, streams and raw webhook bytes are not text fields (and may be circular).
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function')
    return [];
  if (seen.has(value)) return [];
  seen.add(value);
  const errors: FieldError[] = [];
  for (const [key, child] of Object.entries(value)) {
    const childPath = [...path, key];
    if (key.includes(NUL))
      errors.push({
        field: childPath.join('.').replaceAll(NUL, ''),
        message: MessageKey.FieldInvalid,
        params: { rule: 'controlCharacter' },
      });
    else errors.push(...nulByteFields(child, childPath, depth + 1, seen));
  }
  return errors;
}

function rejectNulBytes(request: FastifyRequest): void {
  const errors = [
    ...nulByteFields(request.params),
    ...nulByteFields(request.query),
    ...nulByteFields(request.body),
  ];
  if (errors.length > 0) throw badRequest(MessageKey.ValidationFailed, errors);
}

/**
 * Bounds for paging numbers a route left open (a negative OFFSET fails in SQL too). A route's
 * own bounds stay.
 * 10,000 pages of 1,000 rows is beyond any list a merchant pages through by hand.
 */
export const PAGING_BOUNDS: Readonly<Record<string, { min: number; max: number }>> = {
  page: { min: 1, max: 10_000 },
  page_no: { min: 1, max: 10_000 },
  pageNo: { min: 1, max: 10_000 },
  current: { min: 1, max: 10_000 },
  page_size: { min: 1, max: 1_000 },
  pageSize: { min: 1, max: 1_000 },
  per_page: { min: 1, max: 1_000 },
  size: { min: 1, max: 1_000 },
  limit: { min: 1, max: 1_000 },
  offset: { min: 0, max: 10_000_000 },
};

// In a body these words name other things as often as paging (an image size, a quota limit).
const QUERY_ONLY = new Set(['size', 'limit', 'current']);

type JsonSchema = Record<string | symbol, unknown>;

const isNumeric = (schema: JsonSchema) => schema.type === 'integer' || schema.type === 'number';

/** A copy of an object schema whose paging properties have a maximum (the original is shared). */
export function boundPaging<T>(schema: T, part: 'querystring' | 'body'): T {
  const object = schema as JsonSchema | undefined;
  const properties = object?.properties as Record<string, JsonSchema> | undefined;
  if (!object || !properties) return schema;
  let changed = false;
  const bounded: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(properties)) {
    const bound = part === 'body' && QUERY_ONLY.has(name) ? undefined : PAGING_BOUNDS[name];
    const open =
      bound !== undefined &&
      isNumeric(property) &&
      (typeof property.maximum !== 'number' || typeof property.minimum !== 'number');
    bounded[name] = open
      ? {
          ...property,
          maximum: typeof property.maximum === 'number' ? property.maximum : bound.max,
          minimum: typeof property.minimum === 'number' ? property.minimum : bound.min,
        }
      : property;
    changed ||= open;
  }
  return (changed ? { ...object, properties: bounded } : schema) as T;
}

/** A paging property of a route schema that still has no upper bound (for the route audit). */
export function unboundedPaging(route: Pick<RouteOptions, 'schema'>): string[] {
  const found: string[] = [];
  for (const part of ['querystring', 'body'] as const) {
    const properties = (route.schema?.[part] as JsonSchema | undefined)?.properties as
      Record<string, JsonSchema> | undefined;
    for (const [name, property] of Object.entries(properties ?? {}))
      if (
        name in PAGING_BOUNDS &&
        !(part === 'body' && QUERY_ONLY.has(name)) &&
        (typeof property.maximum !== 'number' || typeof property.minimum !== 'number')
      )
        found.push(`${part}.${name}`);
  }
  return found;
}

async function edgeInputPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const schema = { ...route.schema };
    if (schema.querystring) schema.querystring = boundPaging(schema.querystring, 'querystring');
    if (schema.body) schema.body = boundPaging(schema.body, 'body');
    route.schema = schema;
  });
  app.addHook('preValidation', async (request) => rejectNulBytes(request));
}

export const edgeInput = fp(edgeInputPlugin, { name: 'omni-edge-input' });
