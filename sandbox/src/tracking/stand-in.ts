import { listenStandIn, type StandIn } from '../stand-in';
import { buildTrackingStandIn } from './app';

/** The key the API uses against the stand-in when no real 17TRACK key is configured. */
export const SANDBOX_TRACKING_API_KEY = 'sandbox-17track-key';

export const trackingStandIn: StandIn = {
  name: 'tracking',
  title: 'Parcel tracking (17TRACK-style)',
  defaultPort: 4105,
  async start(options) {
    const { app } = buildTrackingStandIn({
      apiKey: options.env.SANDBOX_TRACKING_API_KEY?.trim() || SANDBOX_TRACKING_API_KEY,
      webhookUrl: options.env.SANDBOX_TRACKING_WEBHOOK_URL?.trim() || undefined,
      pushIntervalMs: 5_000,
    });
    return listenStandIn('tracking', app, options);
  },
};
