import type { ProductBrief } from './product-brief';
import { readProductBrief } from './product-brief';
import { cleanTitle, streamPieces, writeText } from './writer';

const product = {
  title: '2024 New Hot Sale Wireless Earbuds Bluetooth 5.3 Earbuds Free Shipping',
  description:
    'Bluetooth 5.3 keeps the connection stable. The case charges the earbuds four times. Each earbud weighs 4 g. IPX5 splash resistance.',
  attributes: [
    { name: 'Color', values: ['Black', 'White', 'Pink', 'Blue'] },
    { name: 'Plug', values: ['USB-C'] },
  ],
};

const brief = (overrides: Partial<ProductBrief>): ProductBrief => ({
  task: 'description',
  style: 'highlight',
  tone: 'persuasive',
  language: 'en',
  product,
  ...overrides,
});

describe('the sandbox writer', () => {
  it('cleans supplier titles of filler and repeated words', () => {
    expect(cleanTitle(product.title)).toBe('Wireless Earbuds Bluetooth 5.3');
  });

  it('writes titles per style from the product title and attributes only', () => {
    expect(writeText(brief({ task: 'title', style: 'simple' }))).toBe(
      'Wireless Earbuds Bluetooth 5.3',
    );
    expect(writeText(brief({ task: 'title', style: 'minimalism' }))).toBe(
      'Wireless Earbuds Bluetooth 5.3',
    );
    expect(writeText(brief({ task: 'title', style: 'highlight' }))).toBe(
      'Wireless Earbuds Bluetooth 5.3 – Black, White, Pink',
    );
    expect(writeText(brief({ task: 'title', style: 'storytelling', tone: 'playful' }))).toBe(
      'Wireless Earbuds Bluetooth 5.3 – Pure Fun',
    );
  });

  it('writes a highlight description: lead, the supplier sentences, highlights, closing', () => {
    expect(writeText(brief({}))).toBe(
      [
        'Meet Wireless Earbuds Bluetooth 5.3. Bluetooth 5.3 keeps the connection stable. The case charges the earbuds four times.',
        'Highlights:\n- Color: Black, White, Pink, Blue\n- Plug: USB-C\n- Each earbud weighs 4 g.\n- IPX5 splash resistance.',
        'Order yours today.',
      ].join('\n\n'),
    );
  });

  it('uses the tone and the language for its own phrases, and keeps the facts as given', () => {
    const german = writeText(
      brief({ style: 'storytelling', tone: 'sophisticated', language: 'de' }),
    );
    expect(german).toContain(
      'Stellen Sie sich vor: Wir präsentieren Wireless Earbuds Bluetooth 5.3.',
    );
    expect(german).toContain('Wählen Sie Color: Black, White, Pink, Blue.');
    expect(german.endsWith('Eine erlesene Wahl, bereit, wann immer Sie es sind.')).toBe(true);
    const arabic = writeText(brief({ style: 'simple', tone: 'supportive', language: 'ar' }));
    expect(arabic.startsWith('Wireless Earbuds Bluetooth 5.3، اخترناه من أجلك.')).toBe(true);
    const chinese = writeText(brief({ task: 'bullets', language: 'zh-CN' }));
    expect(chinese.split('\n')[0]).toBe('- Color: Black、White、Pink、Blue');
  });

  it('is the same text every time for the same brief, and differs between styles and tones', () => {
    const texts = ['highlight', 'simple', 'minimalism', 'storytelling'].flatMap((style) =>
      ['persuasive', 'expert', 'daring', 'playful', 'sophisticated', 'supportive'].map((tone) =>
        writeText(brief({ style, tone })),
      ),
    );
    expect(texts).toEqual(
      ['highlight', 'simple', 'minimalism', 'storytelling'].flatMap((style) =>
        ['persuasive', 'expert', 'daring', 'playful', 'sophisticated', 'supportive'].map((tone) =>
          writeText(brief({ style, tone })),
        ),
      ),
    );
    // minimalism has no tone phrases: its six texts are one
    expect(new Set(texts).size).toBe(3 * 6 + 1);
  });

  it('writes bullet points from attributes and sentences, at most six', () => {
    expect(writeText(brief({ task: 'bullets' })).split('\n')).toEqual([
      '- Color: Black, White, Pink, Blue',
      '- Plug: USB-C',
      '- Bluetooth 5.3 keeps the connection stable.',
      '- The case charges the earbuds four times.',
      '- Each earbud weighs 4 g.',
      '- IPX5 splash resistance.',
    ]);
  });

  it('has nothing to add when the product has only a title', () => {
    expect(
      writeText(
        brief({
          style: 'simple',
          product: { title: 'Desk Lamp', description: '', attributes: [] },
        }),
      ),
    ).toBe('Meet Desk Lamp.\n\nOrder yours today.');
  });

  it('streams words with their spaces and scripts without spaces two characters at a time', () => {
    expect(streamPieces('Meet the lamp.\n\nOrder')).toEqual([
      'Meet ',
      'the ',
      'lamp.\n\n',
      'Order',
    ]);
    expect(streamPieces('立即下单，今天就拥有。')).toEqual([
      '立即',
      '下单',
      '，今',
      '天就',
      '拥有',
      '。',
    ]);
    expect(streamPieces('Meet the lamp.').join('')).toBe('Meet the lamp.');
  });
});

describe('reading the product data from a chat request', () => {
  it('takes the JSON object of the last user message', () => {
    const parsed = readProductBrief([
      { role: 'system', content: 'You write product copy.' },
      {
        role: 'user',
        content: `Rewrite it.\nProduct data (JSON):\n${JSON.stringify(brief({ task: 'title' }))}`,
      },
    ]);
    expect(parsed?.task).toBe('title');
    expect(parsed?.product.attributes[1]).toEqual({ name: 'Plug', values: ['USB-C'] });
  });

  it('reads text content parts and ignores requests without product data', () => {
    expect(
      readProductBrief([
        { role: 'user', content: [{ type: 'text', text: JSON.stringify(brief({})) }] },
      ])?.task,
    ).toBe('description');
    expect(readProductBrief([{ role: 'user', content: 'Hello!' }])).toBeUndefined();
    expect(readProductBrief([{ role: 'user', content: '{"task":"poem"}' }])).toBeUndefined();
  });
});
