/**
 * What the stand-in reads from a chat request: the product data the API puts in the last user
 * message as a JSON object ("Product data (JSON): {…}"). A real model reads the same prompt as
 * prose; the stand-in parses the object so that it writes only from those facts.
 */
export type WritingTask = 'title' | 'description' | 'bullets';

export interface ProductBrief {
  task: WritingTask;
  style: string;
  tone: string;
  language: string;
  product: {
    title: string;
    description: string;
    attributes: { name: string; values: string[] }[];
  };
}

export interface ChatMessage {
  role: string;
  content: unknown;
}

const TASKS: readonly WritingTask[] = ['title', 'description', 'bullets'];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Message content as text: a string, or the text parts of a content-part array. */
export function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) =>
        part && typeof part === 'object' && (part as { type?: unknown }).type === 'text'
          ? text((part as { text?: unknown }).text)
          : '',
      )
      .join('\n');
  return '';
}

/** The brief in the last user message, or undefined when it carries none. */
export function readProductBrief(messages: readonly ChatMessage[]): ProductBrief | undefined {
  const last = [...messages].reverse().find((message) => message.role === 'user');
  if (!last) return undefined;
  const body = messageText(last.content);
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(body.slice(start, end + 1));
  } catch {
    return undefined;
  }
  if (!raw || typeof raw !== 'object') return undefined;
  const data = raw as Record<string, unknown>;
  const product = (data.product ?? {}) as Record<string, unknown>;
  const task = TASKS.find((item) => item === data.task);
  if (!task) return undefined;
  const attributes = Array.isArray(product.attributes)
    ? product.attributes.flatMap((item) => {
        const attribute = (item ?? {}) as Record<string, unknown>;
        const name = text(attribute.name);
        const values = Array.isArray(attribute.values)
          ? attribute.values.map(text).filter(Boolean)
          : [];
        return name && values.length > 0 ? [{ name, values }] : [];
      })
    : [];
  return {
    task,
    style: text(data.style),
    tone: text(data.tone),
    language: text(data.language),
    product: { title: text(product.title), description: text(product.description), attributes },
  };
}
