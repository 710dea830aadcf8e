import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { createTranslator } from 'next-intl';

import { catalogues as merged, NAMESPACE_FILES } from '@/lib/i18n/catalogues';
import { defaultLocale, isLocale, type Locale, locales } from '@/lib/i18n/locales';

type Tree = { [key: string]: string | Tree };

const MESSAGES = path.resolve(import.meta.dirname, '../../messages');
const read = (file: string) => JSON.parse(readFileSync(path.join(MESSAGES, file), 'utf8')) as Tree;

/** The namespace files of a locale: `messages/<locale>/<namespace>.json`. */
const namespaceFiles = (locale: Locale) =>
  readdirSync(path.join(MESSAGES, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

// What the app formats: messages/<locale>.json with the namespaces of messages/<locale>/ merged in
// (lib/i18n/catalogues.ts), plus namespace files a component imports alone (the error pages').
const catalogues = Object.fromEntries(
  locales.map((locale) => {
    const tree: Tree = { ...merged[locale] };
    for (const name of namespaceFiles(locale)) tree[name] ??= read(`${locale}/${name}.json`);
    return [locale, tree];
  }),
) as Record<Locale, Tree>;
const { es, en } = catalogues;

function leaves(tree: Tree, prefix = ''): Array<[path: string, message: string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

function objects(tree: Tree, prefix = ''): Array<[path: string, keys: string[]]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'string') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return [[path, Object.keys(value)] as [string, string[]], ...objects(value, path)];
  });
}

// ICU argument names: `{name}`, `{count, plural, …}`; the `{…}` cases of a plural do not count.
function argumentsOf(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? '')),
  ].sort();
}

describe('messages', () => {
  it('es and en have exactly the same keys', () => {
    expect(
      leaves(en)
        .map(([path]) => path)
        .sort(),
    ).toEqual(
      leaves(es)
        .map(([path]) => path)
        .sort(),
    );
  });

  it.each(locales)('%s has no empty message', (locale) => {
    const empty = leaves(catalogues[locale]).filter(([, message]) => message.trim() === '');
    expect(empty.map(([path]) => path)).toEqual([]);
  });

  it('es and en use the same placeholders in each message', () => {
    const english = new Map(leaves(en));
    for (const [path, message] of leaves(es)) {
      expect({ path, args: argumentsOf(english.get(path) ?? '') }).toEqual({
        path,
        args: argumentsOf(message),
      });
    }
  });

  it.each(locales)('every %s message formats without an ICU error', (locale) => {
    const errors: string[] = [];
    const t = createTranslator({
      locale,
      messages: catalogues[locale],
      onError: (error) => errors.push(error.message),
    });
    const format = t as unknown as (key: string, values: Record<string, string>) => string;
    for (const [path, message] of leaves(catalogues[locale])) {
      const values = Object.fromEntries(argumentsOf(message).map((arg) => [arg, 'X']));
      expect(format(path, values)).not.toBe('');
    }
    expect(errors).toEqual([]);
  });

  it('es and en have the same namespace files, each merged into the catalogue from its own file', () => {
    expect(namespaceFiles('en')).toEqual(namespaceFiles('es'));
    for (const locale of locales) {
      const main = read(`${locale}.json`);
      for (const name of NAMESPACE_FILES) {
        expect(namespaceFiles(locale)).toContain(name);
        // In one place only: the namespace's file, not the main file too.
        expect({ name, inMainFile: name in main }).toEqual({ name, inMainFile: false });
        expect(merged[locale][name]).toEqual(read(`${locale}/${name}.json`));
      }
    }
  });

  it.each(locales)('%s keeps keys sorted inside each namespace', (locale) => {
    for (const [path, keys] of objects(merged[locale] as Tree)) {
      expect({ path, keys }).toEqual({ path, keys: [...keys].sort() });
    }
  });

  it('has Spanish as the default and only es/en as locales', () => {
    expect(defaultLocale).toBe('es');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('es-AR')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('carries the spec strings', () => {
    expect(merged.es.notFound.title).toBe('Página no encontrada!');
    expect(merged.es.notFound.back).toBe('Regresar a la principal');
    expect(merged.es.storeNotFound.title).toBe('Tienda no encontrada');
  });
});
