import { Type, type Static } from 'typebox';
import { defineJob } from '../../jobs/job-types';

export const PushJobPayloadSchema = Type.Object({ entryId: Type.String({ format: 'uuid' }) });
export type PushJobPayload = Static<typeof PushJobPayloadSchema>;

/** One product pushed to one store (a push entry). */
export const PUSH_JOB = defineJob<PushJobPayload>('push.product');

/** The outside effect is the entry's product in its store: one job per entry, ever. */
export const pushDedupeKey = (entryId: string) => `push:${entryId}`;
