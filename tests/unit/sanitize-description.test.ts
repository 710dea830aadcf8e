import { describe, expect, it } from 'vitest';

import { sanitizeDescription } from '@/lib/server/supplier-products/sanitize-description';

describe('description sanitiser', () => {
  it('keeps the formatting a description may have, untouched', () => {
    const html =
      '<h3>Detalles</h3><p>Algodón <strong>100 %</strong>, <em>suave</em>.</p><ol><li>Lavar en frío</li></ol><blockquote>Hecho a mano</blockquote>';
    expect(sanitizeDescription(html)).toEqual({ html, cleaned: false });
    expect(sanitizeDescription('Texto plano\ncon dos líneas')).toEqual({
      html: 'Texto plano\ncon dos líneas',
      cleaned: false,
    });
  });

  it('removes script with its content, handlers, styles and unknown elements, keeping their text', () => {
    expect(
      sanitizeDescription(
        '<div style="color:red" onmouseover="x()">Hola<script>alert(1)</script><iframe src="https://x.example"></iframe></div><style>p{}</style>',
      ),
    ).toEqual({ html: 'Hola', cleaned: true });
  });

  it('keeps links to web pages and e-mail, marked nofollow, and drops others', () => {
    expect(
      sanitizeDescription(
        '<a href="https://example.com/a" target="_blank">web</a> <a href="mailto:ana@example.mx">correo</a> <a href="/relativo">otro</a> <a href="data:text/html,x">dato</a>',
      ),
    ).toEqual({
      html: '<a href="https://example.com/a" rel="nofollow noopener noreferrer">web</a> <a href="mailto:ana@example.mx" rel="nofollow noopener noreferrer">correo</a> <a>otro</a> <a>dato</a>',
      cleaned: true,
    });
  });
});
