import { Type, type Static } from 'typebox';

/** One product pushed to one store (a push entry). */
export const PUSH_JOB = 'push.product';

export const PushJobPayloadSchema = Type.Object({ entryId: Type.String({ format: 'uuid' }) });
export type PushJobPayload = Static<typeof PushJobPayloadSchema>;

/** The outside effect is the entry's product in its store: one job per entry, ever. */
export const pushDedupeKey = (entryId: string) => `push:${entryId}`;
