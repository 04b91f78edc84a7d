import { rewriteToHtml, rewriteToTitle } from './ai-writing-text';

describe('an AI writing answer as product content', () => {
  it('makes paragraphs and lists of the plain-text shape, escaping everything', () => {
    expect(
      rewriteToHtml(
        'Meet the <b>Lamp</b> & more.\nSecond line.\n\nHighlights:\n- Color: Oak\n- USB-C\n\nOrder today.',
      ),
    ).toBe(
      '<p>Meet the &lt;b&gt;Lamp&lt;/b&gt; &amp; more. Second line.</p><p>Highlights:</p><ul><li>Color: Oak</li><li>USB-C</li></ul><p>Order today.</p>',
    );
  });

  it('keeps a title to its first line, without quotes', () => {
    expect(rewriteToTitle('"Oak Desk Lamp – Warm Light"\n')).toBe('Oak Desk Lamp – Warm Light');
  });
});
