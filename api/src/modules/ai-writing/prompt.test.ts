import { buildMessages, descriptionText } from './prompt';

const product = {
  title: 'Desk Lamp',
  descriptionHtml:
    '<h2>Light</h2><p>Warm light for <a href="https://x.test">reading</a>.</p><ul><li>Folds flat</li><li>USB-C</li></ul><img src="a.png"><script>alert(1)</script>',
  attributes: [{ name: 'Color', values: ['Oak', 'Black'] }],
};

describe('the AI writing prompt', () => {
  it('turns a description into plain text with its paragraphs and list items', () => {
    expect(descriptionText(product.descriptionHtml)).toBe(
      'Light\n\nWarm light for reading.\n\n- Folds flat\n- USB-C',
    );
  });

  it('carries the product facts as JSON and the style, tone, language and field rules', () => {
    const [system, user] = buildMessages({
      field: 'description',
      style: 'storytelling',
      tone: 'playful',
      language: 'zh-CN',
      product,
    });
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Write in Simplified Chinese (zh-CN).');
    expect(system?.content).toContain('Tell a short story');
    expect(system?.content).toContain('Tone: playful');
    expect(system?.content).toContain('Never invent');
    const data = JSON.parse(user!.content.slice(user!.content.indexOf('{')));
    expect(data).toEqual({
      task: 'description',
      style: 'storytelling',
      tone: 'playful',
      language: 'zh-CN',
      product: {
        title: 'Desk Lamp',
        description: 'Light\n\nWarm light for reading.\n\n- Folds flat\n- USB-C',
        attributes: [{ name: 'Color', values: ['Oak', 'Black'] }],
      },
    });
  });

  it("rewrites the editor's text of the field when it is given", () => {
    const [, title] = buildMessages({
      field: 'title',
      style: 'simple',
      tone: 'expert',
      language: 'en',
      product,
      text: 'Oak Lamp',
    });
    expect(JSON.parse(title!.content.slice(title!.content.indexOf('{'))).product.title).toBe(
      'Oak Lamp',
    );
    const [, description] = buildMessages({
      field: 'description',
      style: 'simple',
      tone: 'expert',
      language: 'en',
      product,
      text: 'Edited text.',
    });
    expect(
      JSON.parse(description!.content.slice(description!.content.indexOf('{'))).product,
    ).toMatchObject({ title: 'Desk Lamp', description: 'Edited text.' });
  });
});
