/**
 * The parcel-tracking service: 17TRACK's API v2.2 with TRACKING_17TRACK_API_KEY, otherwise the
 * local stand-in (port 4105, SANDBOX_TRACKING_URL / SANDBOX_TRACKING_PORT) with its sandbox key.
 */
export interface TrackingConfig {
  /** Up to and including /track/v2.2. */
  apiUrl: string;
  apiKey: string;
  sandbox: boolean;
}

import { standInSecret } from '../stand-in-mode';

type Env = Record<string, string | undefined>;

/** Must match sandbox/src/tracking/stand-in.ts. */
const SANDBOX_KEY = 'sandbox-17track-key';

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

export function trackingConfig(env: Env = process.env): TrackingConfig {
  const apiKey = value(env, 'TRACKING_17TRACK_API_KEY');
  if (apiKey)
    return {
      apiUrl: (
        value(env, 'TRACKING_17TRACK_API_URL') ?? 'https://api.17track.net/track/v2.2'
      ).replace(/\/+$/, ''),
      apiKey,
      sandbox: false,
    };
  const origin = (
    value(env, 'SANDBOX_TRACKING_URL') ??
    `http://127.0.0.1:${value(env, 'SANDBOX_TRACKING_PORT') ?? '4105'}`
  ).replace(/\/+$/, '');
  return {
    apiUrl: `${origin}/track/v2.2`,
    // the key also signs the pushes we accept: the published one only while the stand-in is on
    apiKey: standInSecret(env, 'TRACKING', value(env, 'SANDBOX_TRACKING_API_KEY') ?? SANDBOX_KEY),
    sandbox: true,
  };
}
