import type { FastifyRequest } from 'fastify';

/**
 * The API's own base address as the caller reached it (`http://host:port/api`): media paths the
 * API serves are answered absolute, because the pages that show them run on another origin.
 */
export function requestApiBase(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/api`;
}
