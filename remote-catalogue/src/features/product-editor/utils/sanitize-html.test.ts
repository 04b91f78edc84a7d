import { previewHtml, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the formatting the editor writes', () => {
    const html = '<h2>Fit</h2><p><strong>Soft</strong> and <em>light</em></p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html =
      '<p onclick="steal()">Hi<script>steal()</script></p><a href="javascript:steal()">x</a><img src=x onerror="steal()">';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('drops styles and iframes', () => {
    expect(sanitizeHtml('<iframe src="https://x"></iframe><p style="color:red">a</p>')).toBe(
      '<p>a</p>',
    );
  });
});

describe('previewHtml', () => {
  it('is the sanitised description with its links as plain text', () => {
    expect(
      previewHtml(
        '<p>See <a href="https://x.test/size"><b>sizes</b></a><script>steal()</script></p>',
      ),
    ).toBe('<p>See <span class="omni-rich-text-link"><b>sizes</b></span></p>');
  });
});
