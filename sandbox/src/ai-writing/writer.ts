import { fill, phrasesFor, toneOf, type LanguagePhrases } from './phrases';
import type { ProductBrief } from './product-brief';

/**
 * The stand-in's "model": composes a title, a description or bullet points from the product
 * data of the request, the same way every time for the same brief (style, tone, language).
 * Facts are copied from the brief, never made up; the language only changes the phrases around
 * them (the stand-in does not translate the supplier's words).
 *
 * Output is plain text: paragraphs separated by a blank line, bullet points as "- " lines; the
 * API asks real models for the same shape.
 */
export function writeText(brief: ProductBrief): string {
  const phrases = phrasesFor(brief.language);
  const title = cleanTitle(brief.product.title);
  switch (brief.task) {
    case 'title':
      return writeTitle(brief, title, phrases);
    case 'bullets':
      return bulletLines(brief, phrases, 6).join('\n');
    case 'description':
      return writeDescription(brief, title, phrases);
  }
}

/** Words suppliers stuff into titles that say nothing about the product. */
const TITLE_NOISE =
  /\b(?:20\d\d|new|hot|hot sale|sale|free shipping|dropshipping|drop shipping|wholesale|best seller|top quality|high quality)\b/gi;

const MAX_TITLE_LENGTH = 70;

/** The supplier's title without filler words, repeated words or trailing punctuation. */
export function cleanTitle(raw: string): string {
  const seen = new Set<string>();
  const words = raw
    .replace(TITLE_NOISE, ' ')
    .split(/\s+/)
    .filter((word) => {
      const key = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
      if (!key) return /[\p{L}\p{N}]/u.test(word);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  let title = '';
  for (const word of words) {
    const next = title ? `${title} ${word}` : word;
    if (next.length > MAX_TITLE_LENGTH && title) break;
    title = next;
  }
  title = title.replace(/[\s,;:|/\-–]+$/u, '').trim();
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function writeTitle(brief: ProductBrief, title: string, phrases: LanguagePhrases): string {
  switch (brief.style) {
    case 'minimalism':
      return title.split(' ').slice(0, 4).join(' ');
    case 'highlight': {
      const first = brief.product.attributes[0];
      return first ? `${title} – ${first.values.slice(0, 3).join(phrases.listSeparator)}` : title;
    }
    case 'storytelling':
      return `${title} – ${phrases.tones[toneOf(brief.tone)].tag}`;
    default:
      return title;
  }
}

/** The description's sentences, as the supplier wrote them. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|(?<=[。！？])\s*|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

function attributeLine(
  attribute: { name: string; values: string[] },
  phrases: LanguagePhrases,
): string {
  return `${attribute.name}: ${attribute.values.join(phrases.listSeparator)}`;
}

function bulletLines(brief: ProductBrief, phrases: LanguagePhrases, max: number): string[] {
  const lines = [
    ...brief.product.attributes.map((attribute) => attributeLine(attribute, phrases)),
    ...sentences(brief.product.description),
  ];
  return lines.slice(0, max).map((line) => `- ${line}`);
}

function writeDescription(brief: ProductBrief, title: string, phrases: LanguagePhrases): string {
  const tone = phrases.tones[toneOf(brief.tone)];
  const said = sentences(brief.product.description);
  const lead = fill(tone.lead, { title });
  const join = (parts: string[]) => parts.filter(Boolean).join(phrases.sentenceGap);
  const paragraphs: string[] = [];
  switch (brief.style) {
    case 'minimalism':
      paragraphs.push(join([title, said[0] ?? '']));
      if (brief.product.attributes.length > 0)
        paragraphs.push(
          brief.product.attributes
            .map((attribute) => `- ${attributeLine(attribute, phrases)}`)
            .join('\n'),
        );
      return paragraphs.join('\n\n');
    case 'simple':
      paragraphs.push(join([lead, ...said.slice(0, 3)]));
      break;
    case 'storytelling':
      paragraphs.push(join([phrases.storyOpen, lead, said[0] ?? '']));
      if (said.length > 1) paragraphs.push(join(said.slice(1, 4)));
      if (brief.product.attributes.length > 0)
        paragraphs.push(
          join(
            brief.product.attributes.map((attribute) =>
              fill(phrases.choose, {
                name: attribute.name,
                values: attribute.values.join(phrases.listSeparator),
              }),
            ),
          ),
        );
      break;
    default: {
      paragraphs.push(join([lead, ...said.slice(0, 2)]));
      const highlights = [
        ...brief.product.attributes.map((attribute) => attributeLine(attribute, phrases)),
        ...said.slice(2, 5),
      ];
      if (highlights.length > 0)
        paragraphs.push(
          `${phrases.highlights}:\n${highlights.map((line) => `- ${line}`).join('\n')}`,
        );
    }
  }
  paragraphs.push(tone.cta);
  return paragraphs.join('\n\n');
}

/**
 * The text in the pieces a model streams: a word with the space after it, or two characters
 * of a script written without spaces.
 */
export function streamPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const piece of text.match(/\S+\s*|\s+/gu) ?? []) {
    if (piece.length > 6 && /[\u3000-\u9fff\uff00-\uffef]/u.test(piece)) {
      for (let index = 0; index < piece.length; index += 2)
        pieces.push(piece.slice(index, index + 2));
    } else pieces.push(piece);
  }
  return pieces;
}
