import type { FastifyServerOptions } from 'fastify';

/*
 * Route schemas compiled once per jest worker instead of once per app built. Fastify compiles
 * every route's validator (ajv) and serializer (fast-json-stringify) for each app, about 2.8 s
 * of CPU per test file. Their standalone modes give the generated source code; that code (plain
 * strings, so nothing crosses jest's per-file realms) is kept per worker by
 * database-environment.cjs, and each file evaluates it in its own module registry. The code is
 * what ajv and fast-json-stringify would have compiled from the same schema with the same
 * options, so validation and serialization are unchanged.
 */

/** Set by database-environment.cjs: the worker's compiled schema code, by schema. */
declare const __OMNI_SCHEMA_CODE__: Map<string, string> | undefined;

type Compilers = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}

/*
 * The generated code requires ajv's and fast-json-stringify's runtime helpers, which are
 * fastify's dependencies, not the API's: resolve them from there. Only when jest's API
 * environment asks: the benchmarks import the test kit under tsx, as an ES module, where
 * `require` is not defined.
 */
function compilerDirectories() {
  const fastify = require.resolve('fastify/package.json');
  const paths = [fastify];
  return {
    ajv: require.resolve('@fastify/ajv-compiler/package.json', { paths }),
    fjs: require.resolve('@fastify/fast-json-stringify-compiler/package.json', { paths }),
  };
}
const requireFrom =
  (from: string) =>
  (id: string): unknown =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path resolved at run time
    require(require.resolve(id, { paths: [from] }));

function evaluate(code: string, from: string): unknown {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', code)(module, module.exports, requireFrom(from));
  return module.exports;
}

/** Whether a schema names a property with a capital letter, at any depth. */
function namesCapitalProperty(schema: unknown): boolean {
  if (schema === null || typeof schema !== 'object') return false;
  const { properties } = schema as { properties?: unknown };
  if (
    properties &&
    typeof properties === 'object' &&
    Object.keys(properties).some((name) => name !== name.toLowerCase())
  )
    return true;
  return Object.values(schema).some(namesCapitalProperty);
}

const keyOf = (kind: string, route: RouteSchema) =>
  `${kind} ${route.httpPart ?? ''} ${route.httpStatus ?? ''} ${route.contentType ?? ''} ${JSON.stringify(route.schema)}`;

/** Fastify compilers that reuse this worker's code for a schema already compiled; undefined outside jest's API environment. */
export function cachedSchemaCompilers(): { compilersFactory: Compilers } | undefined {
  if (typeof __OMNI_SCHEMA_CODE__ === 'undefined') return undefined;
  const store = __OMNI_SCHEMA_CODE__;
  const { ajv: ajvCompiler, fjs: fjsCompiler } = compilerDirectories();
  /* eslint-disable @typescript-eslint/no-require-imports -- resolved from fastify's directory */
  const { StandaloneValidator } = require(ajvCompiler.replace(/package\.json$/, ''));
  const { StandaloneSerializer } = require(fjsCompiler.replace(/package\.json$/, ''));
  /* eslint-enable @typescript-eslint/no-require-imports */
  const writeValidator = StandaloneValidator({
    readMode: false,
    storeFunction: (route: RouteSchema, code: string) => store.set(keyOf('v', route), code),
  });
  const writeSerializer = StandaloneSerializer({
    readMode: false,
    storeFunction: (route: RouteSchema, code: string) => store.set(keyOf('s', route), code),
  });
  return {
    compilersFactory: {
      buildValidator: (externalSchemas: unknown, options: unknown) => {
        const compile = writeValidator(externalSchemas, options);
        return (route: RouteSchema) => {
          // Fastify lowercases a header schema's property names for its own compiler, not for a
          // custom one like this: with a capital letter, the tests would check other headers
          // than the API does
          if (route.httpPart === 'headers' && namesCapitalProperty(route.schema))
            throw new Error('A header schema names a header with capitals: write it in lower case');
          const code = store.get(keyOf('v', route));
          return code === undefined ? compile(route) : evaluate(code, ajvCompiler);
        };
      },
      buildSerializer: (externalSchemas: unknown, options: unknown) => {
        const compile = writeSerializer(externalSchemas, options);
        // the write mode's own return value is not a serializer (it is the module's code wrapped
        // in a function): it only generates and stores the code, which is then evaluated as on a hit
        return (route: RouteSchema) => {
          const key = keyOf('s', route);
          if (!store.has(key)) compile(route);
          return evaluate(store.get(key)!, fjsCompiler);
        };
      },
    } as Compilers,
  };
}
