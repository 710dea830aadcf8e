import type { JsonLd } from '@/lib/domain/seo/json-ld';

/** What an entry page tells crawlers about its entry. */
export interface ArticleJsonLdEntry {
  title: string;
  summary: string;
  cover_url: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  author: { name: string };
}

/**
 * A blog entry's `Article` (issue 20): headline, description, image, dates, author and the shop
 * as publisher. `url` is the entry's canonical address; relative images resolve against
 * `assetBase` (the shop's canonical base); `publisher.logo` is the shop photo when it has one.
 */
export function articleJsonLd(
  entry: ArticleJsonLdEntry,
  url: string,
  publisher: { name: string; url: string; photo: string | null },
  assetBase: string,
): JsonLd {
  const absolute = (path: string) => new URL(path, assetBase).href;
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: entry.title.slice(0, 110),
    mainEntityOfPage: url,
    url,
    datePublished: entry.published_at ?? entry.created_at,
    dateModified: entry.updated_at,
    author: { '@type': 'Person', name: entry.author.name },
    publisher: {
      '@type': 'Organization',
      name: publisher.name,
      url: publisher.url,
      ...(publisher.photo
        ? { logo: { '@type': 'ImageObject', url: absolute(publisher.photo) } }
        : {}),
    },
  };
  if (entry.summary.trim()) data.description = entry.summary.trim();
  if (entry.cover_url) data.image = [absolute(entry.cover_url)];
  return data;
}
