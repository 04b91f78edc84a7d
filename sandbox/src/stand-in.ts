import type { FastifyInstance } from 'fastify';

export type Env = Record<string, string | undefined>;

/** Where a stand-in listens and how others reach it. */
export interface StandInOptions {
  port: number;
  /** Interface to bind (127.0.0.1 unless BIND_ADDRESS says otherwise). */
  host: string;
  /** The URL browsers and the API use for this stand-in, without a trailing slash. */
  publicUrl: string;
  /** The environment, for service-specific settings (app URL, credentials of the sandbox app). */
  env: Env;
}

export interface RunningStandIn {
  name: string;
  url: string;
  close(): Promise<void>;
}

/** One local stand-in of an external service (one folder under sandbox/src). */
export interface StandIn {
  /** Lower-case key: `shopify` → SANDBOX_SHOPIFY_PORT / SANDBOX_SHOPIFY_URL. */
  name: string;
  /** What the console table shows. */
  title: string;
  /** The fixed port of the developer's stack (4101…4108); e2e adds 600. */
  defaultPort: number;
  start(options: StandInOptions): Promise<RunningStandIn>;
}

/** Starts a Fastify-based stand-in and wraps it as a RunningStandIn. */
export async function listenStandIn(
  name: string,
  app: FastifyInstance,
  options: Pick<StandInOptions, 'port' | 'host' | 'publicUrl'>,
): Promise<RunningStandIn> {
  await app.listen({ port: options.port, host: options.host });
  return { name, url: options.publicUrl, close: () => app.close() };
}

/** SANDBOX_<NAME>_PORT, SANDBOX_<NAME>_URL for a stand-in name. */
export function standInEnvNames(name: string): { port: string; url: string } {
  const key = name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  return { port: `SANDBOX_${key}_PORT`, url: `SANDBOX_${key}_URL` };
}
