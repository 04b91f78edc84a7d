import { acceptedChange, currentText } from './rewrite-to-html';

describe('turning a rewrite into editor content', () => {
  it('writes into the title, replaces the description, or adds bullet points after it', () => {
    const current = { title: 'Old', description_html: '<p>Old text.</p>' };
    expect(acceptedChange('title', 'New title', current)).toEqual({ title: 'New title' });
    expect(acceptedChange('description', 'New text.', current)).toEqual({
      description_html: '<p>New text.</p>',
    });
    expect(acceptedChange('bullets', '- One\n* Two\nThree', current)).toEqual({
      description_html: '<p>Old text.</p><ul><li>One</li><li>Two</li><li>Three</li></ul>',
    });
  });

  it('reads the current description as plain text for the model', () => {
    expect(
      currentText('description', {
        title: 'T',
        description_html: '<p>Warm light.</p><ul><li>Folds</li><li>USB-C</li></ul>',
      }),
    ).toBe('Warm light.\n\n- Folds\n- USB-C');
    expect(currentText('title', { title: 'Lamp', description_html: '' })).toBe('Lamp');
  });
});
