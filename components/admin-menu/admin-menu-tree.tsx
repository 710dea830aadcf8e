import { AddItemsEntry } from '@/components/add-items/add-items-entry';
import type { AdminMenuItem, AdminMenuLeaf } from '@/lib/api/schemas/admin-menu';
import { shopHref } from '@/lib/domain/paths/tenancy';
import type { Locale } from '@/lib/i18n/locales';

import { AdminMenuIcon } from './admin-menu-icon';
import { AdminMenuLink } from './admin-menu-link';

// Inside the bar (`group/menu`): a collapsed bar keeps the icons, the words stay for readers.
const ENTRY =
  'flex min-h-10 flex-1 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-shop-1 aria-[current=page]:bg-gray-100 aria-[current=page]:font-semibold aria-[current=page]:shadow-[inset_3px_0_0_var(--shop-color1)] group-data-[state=collapsed]/menu:justify-center group-data-[state=collapsed]/menu:px-0 dark:text-gray-100 dark:hover:bg-gray-800 dark:aria-[current=page]:bg-gray-800';
const WORDS = 'min-w-0 flex-1 truncate group-data-[state=collapsed]/menu:sr-only';
const HEADING =
  'px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase group-data-[state=collapsed]/menu:sr-only dark:text-gray-400';

export interface AdminMenuTreeProps {
  items: AdminMenuItem[];
  base: string;
  locale: Locale;
  shopSlug: string;
  /** A franchise shop's add-items modal opens on 'my products' (spec 03 §2). */
  franchise: boolean;
  /** Makes the groups' heading ids unique (the tree is on the page twice: phone and desktop). */
  idPrefix: string;
}

function Entry({
  item,
  base,
  locale,
  shopSlug,
  franchise,
}: { item: AdminMenuItem | AdminMenuLeaf } & Omit<AdminMenuTreeProps, 'items' | 'idPrefix'>) {
  const label = item.label[locale];
  return (
    <li className="flex items-center gap-1">
      <AdminMenuLink
        href={shopHref(base, item.path ?? '')}
        path={item.path ?? ''}
        label={label}
        className={ENTRY}
      >
        <AdminMenuIcon name={item.icon} />
        <span className={WORDS}>{label}</span>
      </AdminMenuLink>
      {/* The plus beside an item section (spec 03 §2): the shop's own add-items modal. */}
      {item.add_type ? (
        <span className="shrink-0 group-data-[state=collapsed]/menu:hidden empty:hidden">
          <AddItemsEntry
            shopSlug={shopSlug}
            locale={locale}
            type={item.add_type}
            look="plus"
            franchise={franchise}
          />
        </span>
      ) : null}
    </li>
  );
}

/**
 * The menu's entries as the API gives them: groups as a heading over their list, single entries as
 * links. Server-rendered, so it reads and links without JavaScript; the plus buttons are islands.
 */
export function AdminMenuTree({ items, idPrefix, ...props }: AdminMenuTreeProps) {
  return (
    <ul className="flex flex-col gap-0.5 p-2">
      {items.map((item) =>
        item.submenu.length > 0 ? (
          <li
            key={item.app_module}
            className="group-data-[state=collapsed]/menu:border-t group-data-[state=collapsed]/menu:border-gray-200 group-data-[state=collapsed]/menu:pt-1 first:group-data-[state=collapsed]/menu:border-t-0 dark:group-data-[state=collapsed]/menu:border-gray-800"
          >
            <p id={`${idPrefix}-${item.app_module}`} className={HEADING}>
              {item.label[props.locale]}
            </p>
            <ul
              aria-labelledby={`${idPrefix}-${item.app_module}`}
              className="flex flex-col gap-0.5"
            >
              {item.submenu.map((entry) => (
                <Entry key={entry.app_module} item={entry} {...props} />
              ))}
            </ul>
          </li>
        ) : (
          <Entry key={item.app_module} item={item} {...props} />
        ),
      )}
    </ul>
  );
}
