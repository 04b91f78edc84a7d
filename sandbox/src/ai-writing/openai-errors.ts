import type { FastifyReply } from 'fastify';

/** OpenAI's error body: { error: { message, type, param, code } }. */
export function sendOpenAiError(
  reply: FastifyReply,
  status: number,
  type: string,
  code: string | null,
  message: string,
  param: string | null = null,
): FastifyReply {
  return reply.code(status).send({ error: { message, type, param, code } });
}
