import 'server-only';

import { createTranslator } from 'next-intl';

import { buyPackageRoute, getPackageRoute } from '@/lib/api/routes/packages';
import type { PackageStillActive } from '@/lib/api/schemas/packages';
import { longDate } from '@/lib/i18n/long-date';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

import { buyPackage } from '@/lib/server/packages/buy-package';
import { PackageStillActiveError } from '@/lib/server/packages/package-still-active-error';
import { readPackage } from '@/lib/server/packages/read-package';
import { createRouter } from '../router';

const PACKAGE_MESSAGES = { es: es.packages, en: en.packages } as const;

/** Plan packages: their page's read and the purchase (spec 02 §2, §7 "Package purchase", §8). */
export const packagesHandlers = createRouter()
  .openapi(getPackageRoute, async (c) =>
    c.json(await readPackage(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(buyPackageRoute, async (c) => {
    try {
      return c.json(await buyPackage(c.var.ctx, c.req.valid('param').id), 200);
    } catch (error) {
      if (!(error instanceof PackageStillActiveError)) throw error;
      const locale = c.var.locale;
      const t = createTranslator({ locale, messages: PACKAGE_MESSAGES[locale] });
      const body: PackageStillActive = {
        code: error.code,
        message: t('stillActive', { date: longDate(error.expiresAt, locale) }),
        plan_expires_at: error.expiresAt.toISOString(),
      };
      return c.json(body, 409);
    }
  });
