import type { TSchema } from 'typebox';
import { Envelope, ErrorEnvelopeSchema } from '@omni/shared/contracts';
import { BodyStatus, MessageKey, type MessageKeyValue } from '@omni/shared/errors';

/** A success body. */
export function ok<T>(data: T, message: MessageKeyValue = MessageKey.Ok) {
  return { status: BodyStatus.OK, message, data };
}

/** Response schemas of a route: the envelope around `data` on 200, the error envelope otherwise. */
export function responses<T extends TSchema>(data: T) {
  return { 200: Envelope(data), '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
}
