import type { Env } from '../stand-in';

/**
 * The app as the stand-in knows it — what a Partner Dashboard / `shopify.app.toml` holds for a real
 * app. The API uses the same key and secret when SHOPIFY_API_KEY/SECRET are not set (api/src/
 * integrations/shopify/shopify-config.ts); these values are published on purpose: they only
 * unlock this local stand-in.
 */
export const SANDBOX_APP_API_KEY = 'omni-sandbox-shopify-app';
export const SANDBOX_APP_API_SECRET = 'omni-sandbox-shopify-secret-not-for-production';

export interface SandboxAppConfig {
  apiKey: string;
  apiSecret: string;
  /** The app's handle in the admin URL (admin/apps/<handle>). */
  handle: string;
  /** `application_url`: what the admin loads in its iframe (the host app). */
  applicationUrl: string;
  /** The app's numeric id (the `api_client_id` in billing confirmation URLs). */
  appId: number;
  /** Where the mandatory compliance topics go (`[webhooks] compliance_topics` in the toml). */
  complianceWebhookUrl: string;
  /**
   * Where app-specific topics go (`[[webhooks.subscriptions]]` in the toml): every shop that
   * installed the app sends its app_subscriptions/update there, without a shop subscription.
   */
  appWebhookUrl: string;
  /** Origins redirect_uri may point at (`[auth] redirect_urls`). */
  redirectOrigins: string[];
}

export function sandboxAppConfig(env: Env): SandboxAppConfig {
  const applicationUrl = (
    env.SANDBOX_SHOPIFY_APP_URL?.trim() ||
    env.APP_URL?.trim() ||
    'http://127.0.0.1:3000'
  ).replace(/\/+$/, '');
  const apiBase = (env.API_URL?.trim() || 'http://127.0.0.1:4000/api').replace(/\/+$/, '');
  const extraOrigins = (env.SANDBOX_SHOPIFY_REDIRECT_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    apiKey: env.SANDBOX_SHOPIFY_API_KEY?.trim() || SANDBOX_APP_API_KEY,
    apiSecret: env.SANDBOX_SHOPIFY_API_SECRET?.trim() || SANDBOX_APP_API_SECRET,
    handle: 'omni-dropshipping',
    appId: 7_351_001,
    applicationUrl,
    complianceWebhookUrl:
      env.SANDBOX_SHOPIFY_COMPLIANCE_WEBHOOK_URL?.trim() || `${apiBase}/webhooks/shopify`,
    appWebhookUrl: env.SANDBOX_SHOPIFY_APP_WEBHOOK_URL?.trim() || `${apiBase}/webhooks/shopify`,
    redirectOrigins: [new URL(applicationUrl).origin, new URL(apiBase).origin, ...extraOrigins],
  };
}
