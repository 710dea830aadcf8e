import { z } from 'zod';

import { COLOR_SCHEMES } from '@/lib/domain/shop/color-scheme';
import { locales } from '@/lib/i18n/locales';

/** Where to go back to: a path of this site; without it the `Referer` of the same host, else `/`. */
const nextPath = z.string().max(2000).optional().meta({
  description: 'A path of this site to return to; other hosts are ignored.',
  example: '/productos',
});

export const LocalePreferenceQuerySchema = z.object({
  value: z.enum(locales).meta({ example: 'en' }),
  next: nextPath,
});

export const SchemePreferenceQuerySchema = z.object({
  value: z.enum(COLOR_SCHEMES).meta({ example: 'dark' }),
  next: nextPath,
});
