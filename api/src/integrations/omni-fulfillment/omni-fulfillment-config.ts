/**
 * Where the own fulfilment service is (ADR 037): OMNI_FULFILLMENT_API_URL with
 * OMNI_FULFILLMENT_API_KEY, otherwise the local stand-in (port 4108, SANDBOX_OMNI_URL /
 * SANDBOX_OMNI_PORT) with its published key.
 */
export interface OmniFulfillmentConfig {
  /** Up to and including /v1. */
  apiUrl: string;
  apiKey: string;
  sandbox: boolean;
}

type Env = Record<string, string | undefined>;

/** Must match sandbox/src/omni-fulfillment/stand-in.ts. */
export const SANDBOX_OMNI_FULFILLMENT_KEY = 'sandbox-omni-fulfillment-key';

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

export function omniFulfillmentConfig(env: Env = process.env): OmniFulfillmentConfig {
  const url = value(env, 'OMNI_FULFILLMENT_API_URL');
  const key = value(env, 'OMNI_FULFILLMENT_API_KEY');
  if (url && key) return { apiUrl: url.replace(/\/+$/, ''), apiKey: key, sandbox: false };
  const origin = (
    value(env, 'SANDBOX_OMNI_URL') ??
    `http://127.0.0.1:${value(env, 'SANDBOX_OMNI_PORT') ?? '4108'}`
  ).replace(/\/+$/, '');
  return { apiUrl: `${origin}/v1`, apiKey: SANDBOX_OMNI_FULFILLMENT_KEY, sandbox: true };
}
