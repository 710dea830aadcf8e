import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

import { z } from 'zod';

import type { Locale } from '@/lib/i18n/locales';

import { serverTranslator } from './messages';

type RawIssue = z.core.$ZodRawIssue;

const TYPE_NAMES = {
  string: 'validation.types.string',
  number: 'validation.types.number',
  int: 'validation.types.int',
  bigint: 'validation.types.int',
  boolean: 'validation.types.boolean',
  array: 'validation.types.array',
  object: 'validation.types.object',
  date: 'validation.types.date',
  file: 'validation.types.file',
} as const;

const NUMERIC_ORIGINS = new Set(['number', 'int', 'bigint']);
const COUNTED_ORIGINS = new Set(['array', 'set']);

/** The most options an `invalid_value` message lists; longer lists just ask for a valid one. */
const LISTED_OPTIONS = 10;

/** A size the messages can count (zod gives bigints for bigint schemas). */
const amount = (value: number | bigint) => Number(value);

/**
 * The text of a zod issue in `locale`, from the `validation` namespace of messages/, with the
 * limits filled in (`Debe ser mayor o igual a 1.`). Keyed by the issue's code; a missing value is
 * `required`. Only issues the schema does not word itself reach it (schema messages win).
 */
export function validationMessage(issue: RawIssue, locale: Locale): string {
  const t = serverTranslator(locale);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return t('validation.required');
      const name =
        TYPE_NAMES[issue.expected as keyof typeof TYPE_NAMES] ?? 'validation.types.other';
      return t('validation.invalid_type', { expected: t(name) });
    }
    case 'too_small': {
      const { origin, minimum } = issue;
      if (origin === 'string') {
        if (issue.exact) return t('validation.exact.string', { length: amount(minimum) });
        return amount(minimum) <= 1
          ? t('validation.required')
          : t('validation.too_small.string', { minimum: amount(minimum) });
      }
      if (COUNTED_ORIGINS.has(origin)) {
        return issue.exact
          ? t('validation.exact.array', { length: amount(minimum) })
          : t('validation.too_small.array', { minimum: amount(minimum) });
      }
      if (NUMERIC_ORIGINS.has(origin)) {
        return issue.inclusive === false
          ? t('validation.too_small.number_exclusive', { minimum: amount(minimum) })
          : t('validation.too_small.number', { minimum: amount(minimum) });
      }
      return t('validation.too_small.other');
    }
    case 'too_big': {
      const { origin, maximum } = issue;
      if (origin === 'string') {
        return issue.exact
          ? t('validation.exact.string', { length: amount(maximum) })
          : t('validation.too_big.string', { maximum: amount(maximum) });
      }
      if (COUNTED_ORIGINS.has(origin)) {
        return issue.exact
          ? t('validation.exact.array', { length: amount(maximum) })
          : t('validation.too_big.array', { maximum: amount(maximum) });
      }
      if (NUMERIC_ORIGINS.has(origin)) {
        return issue.inclusive === false
          ? t('validation.too_big.number_exclusive', { maximum: amount(maximum) })
          : t('validation.too_big.number', { maximum: amount(maximum) });
      }
      return t('validation.too_big.other');
    }
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.invalid_format.email');
      if (issue.format === 'url') return t('validation.invalid_format.url');
      return t('validation.invalid_format.other');
    case 'invalid_value':
      if (issue.input === undefined) return t('validation.required');
      return optionsMessage(issue.values.map(String), locale);
    case 'invalid_union':
      if (issue.input === undefined) return t('validation.required');
      // A discriminated union names the discriminator's values.
      return Array.isArray(issue.options) && issue.options.length > 0
        ? optionsMessage(issue.options.map(String), locale)
        : t('validation.invalid');
    case 'not_multiple_of':
      return t('validation.not_multiple_of', { divisor: amount(issue.divisor) });
    case 'unrecognized_keys':
      return t('validation.unrecognized_keys', {
        count: issue.keys.length,
        keys: issue.keys.join(', '),
      });
    default:
      return t('validation.invalid');
  }
}

function optionsMessage(options: string[], locale: Locale): string {
  const t = serverTranslator(locale);
  return options.length > 0 && options.length <= LISTED_OPTIONS
    ? t('validation.invalid_value.one_of', { options: options.join(', ') })
    : t('validation.invalid_value.other');
}

/** The `required` text, for input checked by hand (a multipart form without its fields). */
export function requiredMessage(locale: Locale): string {
  return serverTranslator(locale)('validation.required');
}

const requestLocale = new AsyncLocalStorage<Locale>();

/**
 * Runs an API request with its language known to zod: every issue zod raises meanwhile without
 * a message of its schema's own is worded by `validationMessage` (zod's `customError`, which a
 * schema's or check's own `error` outranks). Outside a request zod keeps its own English.
 */
export function withValidationLocale<T>(locale: Locale, run: () => T): T {
  return requestLocale.run(locale, run);
}

z.config({
  customError: (issue) => {
    const locale = requestLocale.getStore();
    return locale ? validationMessage(issue, locale) : undefined;
  },
});
