import { useTranslations } from 'next-intl';

import type { ProductDetail } from '@/lib/api/schemas/product';
import type { Locale } from '@/lib/i18n/locales';

import { RICH_TEXT_CLASSES } from './rich-text-classes';

/** Description (in the visitor's language, Spanish when there is no English) and the item's details. */
export function ItemFacts({ product, locale }: { product: ProductDetail; locale: Locale }) {
  const t = useTranslations('item');
  const english = locale === 'en';
  const description = (english && product.description_en) || product.description;
  const category = product.category
    ? english
      ? product.category.name_en
      : product.category.name_es
    : null;
  return (
    <>
      {description ? (
        <section aria-labelledby="item-description" className="flex flex-col gap-1">
          <h2 id="item-description" className="font-semibold">
            {t('description')}
          </h2>
          {/* Rich text sanitised when its supplier saved it (lib/server/supplier-products). */}
          <div className={RICH_TEXT_CLASSES} dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      ) : null}
      <section aria-labelledby="item-details" className="flex flex-col gap-2">
        <h2 id="item-details" className="font-semibold">
          {t('details')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {category ? (
            <>
              <dt className="text-gray-600 dark:text-gray-400">{t('category')}</dt>
              <dd>{category}</dd>
            </>
          ) : null}
          <dt className="text-gray-600 dark:text-gray-400">{t('supplier')}</dt>
          <dd>{product.supplier.name}</dd>
          {product.tags.length > 0 ? (
            <>
              <dt className="text-gray-600 dark:text-gray-400">{t('tags')}</dt>
              <dd>
                <ul className="flex flex-wrap gap-1.5">
                  {product.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs text-gray-800 dark:bg-gray-800 dark:text-gray-200"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
    </>
  );
}
