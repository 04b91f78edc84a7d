import { Type, type Static } from 'typebox';

// GET /api/dev/outbox?to=<email> — development only, newest first
export const OutboxQuerySchema = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
});
export type OutboxQuery = Static<typeof OutboxQuerySchema>;

export const OutboxMessageSchema = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
  /** 'verification' | 'password_reset' */
  kind: Type.String(),
  /** Every http(s) link found in the message, in order (verification / reset links). */
  links: Type.Array(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;
export const OutboxListSchema = Type.Object({ messages: Type.Array(OutboxMessageSchema) });
export type OutboxList = Static<typeof OutboxListSchema>;
