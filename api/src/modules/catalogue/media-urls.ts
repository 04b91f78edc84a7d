import type { FastifyRequest } from 'fastify';

/*
 * Product pictures are stored as given: an outside http(s) address, or a path on this API
 * (`/catalogue-media/…`, gallery files) that answers are given absolute, so the row does not
 * depend on the host the API was reached at.
 */

/** `http://host:port/api` as the caller reached it. */
export function apiBaseOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/api`;
}

export function absoluteMediaUrl(apiBase: string, url: string): string {
  return url.startsWith('/') ? `${apiBase}${url}` : url;
}

/** An address the API gave out, back to the stored path; other addresses unchanged. */
export function storedMediaUrl(apiBase: string, url: string): string {
  return url.startsWith(`${apiBase}/`) ? url.slice(apiBase.length) : url;
}
