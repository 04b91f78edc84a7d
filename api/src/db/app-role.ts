/**
 * The PostgreSQL role the API's queries run as (ADR 025): a login role that owns nothing, is not a
 * superuser and cannot bypass row-level security. Migration 0035 creates it when missing and
 * grants it the tables; migrations and seeds keep using DATABASE_URL (the tables' owner).
 */
export const APP_ROLE = 'omni_app';

/** DATABASE_URL with the app role as its user (password: DATABASE_APP_PASSWORD, if any). */
export function appRoleUrl(ownerUrl: string, password?: string): string {
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = password ?? '';
  return url.toString();
}
