import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ProductIdParamsSchema, Text } from './schemas';

/*
 * AI writing (issue 9 §3): an OpenAI-compatible model rewrites a product's title, description or
 * bullet points in a style, tone and language (spec 001 §3 names the styles and tones), and the
 * workplace keeps its defaults (core/workplaces/settings/ai-writing/get|update).
 */

export const AI_WRITING_STYLES = ['highlight', 'simple', 'minimalism', 'storytelling'] as const;
export type AiWritingStyle = (typeof AI_WRITING_STYLES)[number];

export const AI_WRITING_TONES = [
  'persuasive',
  'expert',
  'daring',
  'playful',
  'sophisticated',
  'supportive',
] as const;
export type AiWritingTone = (typeof AI_WRITING_TONES)[number];

/** Languages a text can be written in: the nine of the UI, as BCP 47 tags. */
export const AI_WRITING_LANGUAGES = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'it',
  'nl',
  'pt-BR',
  'zh-CN',
] as const;
export type AiWritingLanguage = (typeof AI_WRITING_LANGUAGES)[number];

/** What is rewritten: the title, the description, or bullet points (written into the description). */
export const AI_WRITING_FIELDS = ['title', 'description', 'bullets'] as const;
export type AiWritingField = (typeof AI_WRITING_FIELDS)[number];

/** The spec's defaults (001 §9: style highlight, tone persuasive). */
export const DEFAULT_AI_WRITING_SETTINGS = {
  style: 'highlight',
  tone: 'persuasive',
  language: 'en',
} as const satisfies { style: AiWritingStyle; tone: AiWritingTone; language: AiWritingLanguage };

/** The longest current text a generation takes from the editor (characters). */
export const AI_WRITING_TEXT_MAX = 20_000;

export const AiWritingSettingsSchema = Type.Object(
  {
    style: Type.Enum([...AI_WRITING_STYLES]),
    tone: Type.Enum([...AI_WRITING_TONES]),
    language: Type.Enum([...AI_WRITING_LANGUAGES]),
  },
  { additionalProperties: false },
);
export type AiWritingSettings = Static<typeof AiWritingSettingsSchema>;

export const AiWritingRequestSchema = Type.Object(
  {
    field: Type.Enum([...AI_WRITING_FIELDS]),
    style: Type.Enum([...AI_WRITING_STYLES]),
    tone: Type.Enum([...AI_WRITING_TONES]),
    language: Type.Enum([...AI_WRITING_LANGUAGES]),
    /**
     * The field's text as it is in the editor now (unsaved edits included); the saved product
     * is used when it is left out. Everything else comes from the saved product.
     */
    text: Type.Optional(Text(AI_WRITING_TEXT_MAX)),
  },
  { additionalProperties: false },
);
export type AiWritingRequest = Static<typeof AiWritingRequestSchema>;

/** The whole text once written: the `done` event of the stream. */
export const AiWritingResultSchema = Type.Object({ text: Type.String() });
export type AiWritingResult = Static<typeof AiWritingResultSchema>;

/**
 * The events of a generation's stream (`text/event-stream`): `delta` for each piece of text as
 * the model writes it, then `done` with the whole text, or `error` with a body status and a
 * message key (shared/errors) when the provider fails midway. Errors before the first piece
 * (not found, bad input, quota, provider down) are ordinary JSON envelopes with their HTTP status.
 */
export const AI_WRITING_STREAM_EVENTS = ['delta', 'done', 'error'] as const;
export type AiWritingStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: AiWritingResult }
  | { event: 'error'; data: { status: number; message: string } };

const tag = 'catalogue';

export const aiWritingSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/core/workplaces/settings/ai-writing/get',
  response: AiWritingSettingsSchema,
  tag,
});

export const aiWritingSettingsUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/core/workplaces/settings/ai-writing/update',
  body: AiWritingSettingsSchema,
  response: AiWritingSettingsSchema,
  tag,
});

/** Answered as a stream of AiWritingStreamEvent (see above); `response` is the `done` event's data. */
export const aiWritingGenerateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/center/products/:id/ai-writing',
  params: ProductIdParamsSchema,
  body: AiWritingRequestSchema,
  response: AiWritingResultSchema,
  tag,
});
