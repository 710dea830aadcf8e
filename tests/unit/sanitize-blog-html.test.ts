import { describe, expect, it } from 'vitest';

import { sanitizeBlogHtml } from '@/lib/server/blogs/sanitize-blog-html';

const UPLOAD = '/uploads/Qm9vb2sgb2YgbGlmZQ0xMg.png';

describe('blog body sanitiser', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Sección</h2><h3>Parte</h3><p>Texto <strong>fuerte</strong>, <em>suave</em> y <s>tachado</s>.</p><ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote><p>cita</p></blockquote><pre><code>const a = 1;</code></pre><hr>';
    expect(sanitizeBlogHtml(html)).toEqual({ html, cleaned: false });
  });

  it('keeps gallery images, lazily loaded, with their alt text', () => {
    expect(sanitizeBlogHtml(`<img src="${UPLOAD}" alt="Tienda">`).html).toBe(
      `<img src="${UPLOAD}" alt="Tienda" loading="lazy">`,
    );
  });

  it('drops script, event handlers and styles', () => {
    const out = sanitizeBlogHtml(
      '<p onclick="steal()" style="color:red">Hola<script>alert(1)</script></p><img src="' +
        UPLOAD +
        '" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    );
    expect(out.cleaned).toBe(true);
    expect(out.html).not.toMatch(/script|onclick|onerror|style|iframe|alert/);
    expect(out.html).toContain('<p>Hola</p>');
  });

  it('keeps web and e-mail links, marked nofollow, and strips javascript: and data: ones', () => {
    const out = sanitizeBlogHtml(
      '<a href="https://example.com">web</a> <a href="mailto:a@b.mx">correo</a> <a href="javascript:alert(1)">malo</a> <a href="data:text/html,x">datos</a>',
    );
    expect(out.cleaned).toBe(true);
    expect(out.html).toBe(
      '<a href="https://example.com" rel="nofollow noopener noreferrer">web</a> <a href="mailto:a@b.mx" rel="nofollow noopener noreferrer">correo</a> <a>malo</a> <a>datos</a>',
    );
  });

  it('removes images from other hosts, data URLs and paths outside the uploads', () => {
    for (const src of [
      'https://evil.example/a.png',
      '//evil.example/a.png',
      'data:image/png;base64,AAAA',
      '/uploads/../secret.png',
      `https://example.com${UPLOAD}`,
    ]) {
      const out = sanitizeBlogHtml(`<p>x</p><img src="${src}">`);
      expect(out).toEqual({ html: '<p>x</p>', cleaned: true });
    }
  });
});
