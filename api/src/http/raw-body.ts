import type { FastifyInstance } from 'fastify';

/**
 * Keeps JSON bodies as the exact string received, in the calling plugin's scope only: webhook
 * signatures are over the raw bytes, and parsing then re-serialising would change them.
 */
export function keepRawJsonBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, body),
  );
}
