import { describe, expect, it } from 'vitest';

import { BLOG_SLUG_MAX } from '@/lib/domain/blogs/blog-rules';
import { blogSlugFromTitle, isBlogSlug, uniqueBlogSlug } from '@/lib/domain/blogs/blog-slug';

describe('blog entry slugs', () => {
  it('makes lower-case ASCII words from a Spanish title', () => {
    expect(blogSlugFromTitle('¡Nuestra Historia: Café & Más!')).toBe('nuestra-historia-cafe-mas');
    expect(blogSlugFromTitle('Año nuevo, niño pequeño')).toBe('ano-nuevo-nino-pequeno');
    expect(blogSlugFromTitle('  10 consejos   para 2026 ')).toBe('10-consejos-para-2026');
  });

  it('falls back to "entrada" when the title has no letters or digits', () => {
    expect(blogSlugFromTitle('¿¡…!?')).toBe('entrada');
    expect(blogSlugFromTitle('')).toBe('entrada');
  });

  it('cuts long titles at a word, within the limit', () => {
    const slug = blogSlugFromTitle('palabra '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(slug.endsWith('palabra')).toBe(true);
    expect(blogSlugFromTitle('a'.repeat(200))).toHaveLength(BLOG_SLUG_MAX);
  });

  it('adds -2, -3… to a slug the shop already has', () => {
    expect(uniqueBlogSlug('recetas', new Set())).toBe('recetas');
    expect(uniqueBlogSlug('recetas', new Set(['recetas']))).toBe('recetas-2');
    expect(uniqueBlogSlug('recetas', new Set(['recetas', 'recetas-2']))).toBe('recetas-3');
    const long = 'a'.repeat(BLOG_SLUG_MAX);
    const next = uniqueBlogSlug(long, new Set([long]));
    expect(next).toHaveLength(BLOG_SLUG_MAX);
    expect(next.endsWith('-2')).toBe(true);
  });

  it('tells an entry address from anything else', () => {
    expect(isBlogSlug('recetas-2')).toBe(true);
    expect(isBlogSlug('Recetas')).toBe(false);
    expect(isBlogSlug('../admin')).toBe(false);
    expect(isBlogSlug('a--b')).toBe(false);
  });
});
