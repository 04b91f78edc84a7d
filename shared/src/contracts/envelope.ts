import { Type, type Static, type TSchema } from 'typebox';

/** One field error: `message` is a field message key (FieldRequired, FieldInvalidEmail, …). */
export const FieldErrorSchema = Type.Object({
  field: Type.String(),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type FieldErrorBody = Static<typeof FieldErrorSchema>;

/** The body every API response has (ADR 003): body status code, message key, data, field errors. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    status: Type.Integer(),
    message: Type.String(),
    data,
    errors: Type.Optional(Type.Array(FieldErrorSchema)),
  });
}

/** A failure body: data is always null. */
export const ErrorEnvelopeSchema = Envelope(Type.Null());
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

/** Client-side type of a response body carrying `T`. */
export interface ApiEnvelope<T> {
  status: number;
  message: string;
  data: T | null;
  errors?: FieldErrorBody[];
}

/** Ids are UUID strings. */
export const IdSchema = Type.String({ format: 'uuid' });
/** Timestamps are ISO 8601 strings in UTC. */
export const TimestampSchema = Type.String({ format: 'date-time' });
