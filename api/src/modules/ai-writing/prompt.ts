import { convert } from 'html-to-text';
import type {
  AiWritingField,
  AiWritingLanguage,
  AiWritingStyle,
  AiWritingTone,
} from '@omni/shared/contracts/catalogue';
import type { ChatMessage } from '../../integrations/ai-writing/chat-completions-client';

/**
 * The prompt of one generation. The model gets the product's facts as a JSON object in the user
 * message ("Product data (JSON): …") and is told to use nothing else, so a real model and the
 * stand-in (which parses that object) write from the same data. Output is plain text —
 * paragraphs split by a blank line, bullet points as "- " lines — which the editor turns into
 * HTML itself, so no markup a model writes ever reaches a product.
 */
export interface ProductFacts {
  title: string;
  /** The saved description, as HTML. */
  descriptionHtml: string;
  attributes: { name: string; values: string[] }[];
}

export interface PromptInput {
  field: AiWritingField;
  style: AiWritingStyle;
  tone: AiWritingTone;
  language: AiWritingLanguage;
  product: ProductFacts;
  /** The field's current text in the editor, when given (replaces the saved one). */
  text?: string;
}

/** Language names as a model understands them best (English, with the tag). */
const LANGUAGE_NAMES: Record<AiWritingLanguage, string> = {
  en: 'English',
  ar: 'Arabic',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  nl: 'Dutch',
  'pt-BR': 'Brazilian Portuguese',
  'zh-CN': 'Simplified Chinese',
};

const STYLE_RULES: Record<AiWritingStyle, string> = {
  highlight: 'Lead with what matters most, then list the key features as bullet points.',
  simple: 'Plain, short sentences anyone understands at once. No jargon.',
  minimalism: 'As few words as possible: only the essentials, no filler.',
  storytelling: 'Tell a short story of the product in use, weaving the facts into it.',
};

const TONE_RULES: Record<AiWritingTone, string> = {
  persuasive: 'persuasive: give reasons to buy and end with a call to action',
  expert: 'expert: precise, confident and factual',
  daring: 'daring: bold and energetic',
  playful: 'playful: light, warm and fun',
  sophisticated: 'sophisticated: refined and elegant',
  supportive: 'supportive: caring, reassuring and helpful',
};

const FIELD_RULES: Record<AiWritingField, string> = {
  title:
    'Write a product title: one line, at most 70 characters, no quotes, no emoji, no ending period.',
  description:
    'Write a product description: 2 to 4 short paragraphs separated by a blank line; bullet points, when the style calls for them, as lines starting with "- ". At most 180 words.',
  bullets:
    'Write 3 to 6 bullet points, one per line, each starting with "- ", each at most 15 words.',
};

/** Limits what one prompt carries (a supplier description can be very long). */
const DESCRIPTION_CHARS = 4_000;
const ATTRIBUTES_MAX = 10;
const VALUES_MAX = 12;

/** A description's HTML as plain text: paragraphs and list items on lines of their own. */
export function descriptionText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'ul', options: { itemPrefix: '- ' } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable' },
    ],
  })
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, DESCRIPTION_CHARS);
}

export function buildMessages(input: PromptInput): ChatMessage[] {
  const description =
    input.field === 'title'
      ? descriptionText(input.product.descriptionHtml)
      : (input.text ?? descriptionText(input.product.descriptionHtml)).slice(0, DESCRIPTION_CHARS);
  const data = {
    task: input.field,
    style: input.style,
    tone: input.tone,
    language: input.language,
    product: {
      title: input.field === 'title' && input.text !== undefined ? input.text : input.product.title,
      description,
      attributes: input.product.attributes.slice(0, ATTRIBUTES_MAX).map((attribute) => ({
        name: attribute.name,
        values: attribute.values.slice(0, VALUES_MAX),
      })),
    },
  };
  const language = `${LANGUAGE_NAMES[input.language]} (${input.language})`;
  const system = [
    'You are the copywriter of an online store. You rewrite supplier product texts so that shoppers understand and want the product.',
    `Write in ${language}. Keep product names, model numbers, units and attribute values exactly as given.`,
    'Use only the facts in the product data. Never invent materials, sizes, certifications, guarantees, shipping promises, prices or reviews.',
    `Style (${input.style}): ${STYLE_RULES[input.style]}`,
    `Tone: ${TONE_RULES[input.tone]}.`,
    FIELD_RULES[input.field],
    'Answer with the text only: no preamble, no headings like "Title:", no Markdown other than "- " bullets, no HTML.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    {
      role: 'user',
      content: `Rewrite the product's ${input.field === 'bullets' ? 'key points as bullet points' : input.field}.\n\nProduct data (JSON):\n${JSON.stringify(data, null, 2)}`,
    },
  ];
}
