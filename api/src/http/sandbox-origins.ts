/**
 * Origins the guarded client may reach although they are local: the sandbox stand-ins and the
 * fixture store the e2e journeys analyse. Only the start and e2e scripts set
 * SANDBOX_ALLOWED_ORIGINS (comma-separated, e.g. `http://127.0.0.1:4101`); it is ignored when
 * NODE_ENV is production, so a production API never reaches its own network through a user URL.
 */
export function sandboxAllowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV === 'production') return [];
  return (env.SANDBOX_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => /^https?:\/\/[^/]+$/.test(entry));
}
