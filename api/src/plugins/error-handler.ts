import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  BodyStatus,
  HTTP_STATUS_FOR,
  MessageKey,
  type BodyStatusCode,
  type FieldError,
  type MessageKeyValue,
} from '@omni/shared/errors';
import { AppError } from '../http/app-error';
import { toFieldErrors, type ValidationIssue } from '../http/validation-errors';

function send(
  reply: FastifyReply,
  status: BodyStatusCode,
  message: MessageKeyValue,
  errors?: FieldError[],
  httpStatus: number = HTTP_STATUS_FOR[status],
) {
  return reply
    .code(httpStatus)
    .send({ status, message, data: null, ...(errors && errors.length > 0 ? { errors } : {}) });
}

/** Fastify's own client errors (bad JSON, wrong content type, too large …) by HTTP status. */
function clientErrorStatus(httpStatus: number): {
  status: BodyStatusCode;
  message: MessageKeyValue;
} {
  if (httpStatus === 404) return { status: BodyStatus.NOT_FOUND, message: MessageKey.NotFound };
  if (httpStatus === 405)
    return { status: BodyStatus.METHOD_NOT_ALLOWED, message: MessageKey.ValidationFailed };
  if (httpStatus === 429)
    return { status: BodyStatus.RATE_LIMIT, message: MessageKey.TooManyRequests };
  if (httpStatus === 401)
    return { status: BodyStatus.UNAUTHORIZED, message: MessageKey.Unauthorized };
  if (httpStatus === 403) return { status: BodyStatus.FORBIDDEN, message: MessageKey.Forbidden };
  return { status: BodyStatus.BAD_REQUEST, message: MessageKey.ValidationFailed };
}

/**
 * The one error handler: validation → BAD_REQUEST with field errors, AppError → its body status,
 * Fastify client errors → their nearest body status, anything else → 500 'Server error!' with
 * the details only in the log.
 */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.bodyStatus, error.messageKey, error.fieldErrors);
    }
    if (error.validation) {
      const issues = error.validation as unknown as ValidationIssue[];
      return send(
        reply,
        BodyStatus.BAD_REQUEST,
        MessageKey.ValidationFailed,
        toFieldErrors(issues),
      );
    }
    const httpStatus = error.statusCode ?? 500;
    if (httpStatus >= 400 && httpStatus < 500) {
      request.log.info({ code: error.code, httpStatus }, 'client error');
      const mapped = clientErrorStatus(httpStatus);
      return send(reply, mapped.status, mapped.message, undefined, httpStatus);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 500, message: MessageKey.ServerError, data: null });
  });

  app.setNotFoundHandler((_request, reply) =>
    send(reply, BodyStatus.NOT_FOUND, MessageKey.NotFound),
  );
}

/**
 * Errors Fastify answers before any route or hook runs (a malformed %-escape, a path parameter
 * over maxParamLength, a failed constraint): the same envelope, with Fastify's HTTP status.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const httpStatus = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  request.log.info({ code: error.code, httpStatus }, 'client error');
  const mapped = clientErrorStatus(httpStatus);
  void send(reply, mapped.status, mapped.message, undefined, httpStatus);
}

/**
 * Errors of the HTTP parser, below Fastify (headers too large, a request that never finished):
 * written to the socket by hand, as Node does, but in the envelope.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const httpStatus =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const mapped = clientErrorStatus(httpStatus);
  const body = JSON.stringify({ status: mapped.status, message: mapped.message, data: null });
  this.log.trace({ code: error.code, httpStatus }, 'client connection error');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${httpStatus} ${STATUS_CODES[httpStatus]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** The Fastify constructor options that route framework errors into the envelope. */
export const envelopeServerOptions = {
  frameworkErrors,
  clientErrorHandler,
};

export const errorHandler = fp(errorHandlerPlugin, { name: 'omni-error-handler' });
