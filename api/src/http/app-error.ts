import {
  BodyStatus,
  MessageKey,
  type BodyStatusCode,
  type FieldError,
  type MessageKeyValue,
} from '@omni/shared/errors';

/** The one error type services throw: a body status, a message key, optional field errors. */
export class AppError extends Error {
  constructor(
    readonly bodyStatus: BodyStatusCode,
    readonly messageKey: MessageKeyValue,
    readonly fieldErrors?: FieldError[],
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (messageKey: MessageKeyValue, fieldErrors?: FieldError[]) =>
  new AppError(BodyStatus.BAD_REQUEST, messageKey, fieldErrors);
export const forbidden = () => new AppError(BodyStatus.FORBIDDEN, MessageKey.Forbidden);
export const notFound = (messageKey: MessageKeyValue = MessageKey.NotFound) =>
  new AppError(BodyStatus.NOT_FOUND, messageKey);
export const unauthorized = () => new AppError(BodyStatus.UNAUTHORIZED, MessageKey.Unauthorized);
