import { createTranslator } from 'next-intl';

import { defaultLocale, isLocale, locales } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

type Tree = { [key: string]: string | Tree };

const catalogues: Record<(typeof locales)[number], Tree> = { es, en };

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

  it.each(locales)('%s keeps keys sorted inside each namespace', (locale) => {
    for (const [path, keys] of objects(catalogues[locale])) {
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
    expect(es.notFound.title).toBe('Página no encontrada!');
    expect(es.notFound.back).toBe('Regresar a la principal');
    expect(es.storeNotFound.title).toBe('Tienda no encontrada');
  });
});
