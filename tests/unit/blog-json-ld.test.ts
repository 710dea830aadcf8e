import { describe, expect, it } from 'vitest';

import { articleJsonLd } from '@/lib/domain/blogs/blog-json-ld';
import { blogSaveFailure } from '@/lib/domain/blogs/blog-save-outcome';
import { blogSitemapPaths } from '@/lib/domain/blogs/blog-sitemap';

const entry = {
  title: 'Nuestra historia',
  summary: 'Cómo empezamos',
  cover_url: '/uploads/Qm9vb2sgb2YgbGlmZQ0xMg.png',
  published_at: '2026-01-02T10:00:00.000Z',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-03T10:00:00.000Z',
  author: { name: 'Ana López' },
};

describe('blog entry Article', () => {
  it('names the headline, image, dates, author and the shop as publisher', () => {
    expect(
      articleJsonLd(
        entry,
        'https://demo.example.mx/blogs/nuestra-historia',
        { name: 'Demo', url: 'https://demo.example.mx/', photo: '/uploads/logo.png' },
        'https://demo.example.mx/',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Nuestra historia',
      description: 'Cómo empezamos',
      mainEntityOfPage: 'https://demo.example.mx/blogs/nuestra-historia',
      url: 'https://demo.example.mx/blogs/nuestra-historia',
      image: ['https://demo.example.mx/uploads/Qm9vb2sgb2YgbGlmZQ0xMg.png'],
      datePublished: '2026-01-02T10:00:00.000Z',
      dateModified: '2026-01-03T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Ana López' },
      publisher: {
        '@type': 'Organization',
        name: 'Demo',
        url: 'https://demo.example.mx/',
        logo: { '@type': 'ImageObject', url: 'https://demo.example.mx/uploads/logo.png' },
      },
    });
  });

  it('leaves out what the entry does not have', () => {
    const data = articleJsonLd(
      { ...entry, summary: ' ', cover_url: null, published_at: null },
      'https://x.mx/blogs/a',
      { name: 'X', url: 'https://x.mx/', photo: null },
      'https://x.mx/',
    );
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect(data.datePublished).toBe(entry.created_at);
    expect(data.publisher).toEqual({ '@type': 'Organization', name: 'X', url: 'https://x.mx/' });
  });
});

describe('blog sitemap paths', () => {
  it('lists the blog, dated by its newest entry, then each entry', () => {
    expect(
      blogSitemapPaths([
        { slug: 'b', updated_at: '2026-02-01T00:00:00.000Z' },
        { slug: 'a', updated_at: '2026-01-01T00:00:00.000Z' },
      ]),
    ).toEqual([
      { path: 'blogs', lastmod: '2026-02-01T00:00:00.000Z' },
      { path: 'blogs/b', lastmod: '2026-02-01T00:00:00.000Z' },
      { path: 'blogs/a', lastmod: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(blogSitemapPaths([])).toEqual([]);
  });
});

describe('blog save failures (spec 01 §8)', () => {
  it('warns on an incomplete request and a lost one, errs on anything else', () => {
    expect(blogSaveFailure(422, 'incomplete_request')).toEqual({
      tone: 'warning',
      key: 'incomplete',
    });
    expect(blogSaveFailure(0, 'network_error')).toEqual({ tone: 'warning', key: 'failed' });
    expect(blogSaveFailure(500, 'internal_error')).toEqual({ tone: 'error', key: 'failed' });
    expect(blogSaveFailure(422, 'validation_error')).toEqual({ tone: 'error', key: 'failed' });
  });
});
