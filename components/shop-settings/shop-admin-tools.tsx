'use client';

import { lazy, Suspense, useState } from 'react';

import Link from '@/components/ui/link';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { Shop } from '@/lib/api/schemas/shop';
import { useMayOnShop } from '@/lib/client/use-may-on-shop';
import { SETTINGS_PATH } from '@/lib/domain/shop/shop-settings-rules';
import { shopHref } from '@/lib/domain/paths/tenancy';

import type { InlineEditorLabels } from './shop-settings-labels';

const ShopIdentityForm = lazy(() => import('./shop-identity-form').then((m) => ({ default: m.ShopIdentityForm })));
const ShopColorsForm = lazy(() => import('./shop-colors-form').then((m) => ({ default: m.ShopColorsForm })));

const TOOL =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export type AdminToolsShop = Pick<Shop, 'slug' | 'name' | 'photo' | 'photo_display' | 'hidden_store_name'> & {
  colors: { color1: string; color2: string };
};

function GearIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}

/** A tool's modal: its form is loaded on the first opening and mounted afresh on each. */
function ToolDialog({
  title,
  close,
  children,
}: {
  title: string;
  close: string;
  children: (opening: number) => React.ReactNode;
}) {
  const [opening, setOpening] = useState(0);
  return (
    <ModalDialog title={title} closeLabel={close} triggerLabel={title} triggerClassName={TOOL} onOpen={() => setOpening((n) => n + 1)}>
      {opening > 0 ? <Suspense fallback={<p role="status">…</p>}>{children(opening)}</Suspense> : null}
    </ModalDialog>
  );
}

/**
 * The shop admin's affordances on the storefront (spec 01 §2, §6): edit the logo and name, edit
 * the background colours, and the settings gear. Shown only to the shop's admins, after the
 * page-wide visitor request (the page's HTML is cached and anonymous); the API decides anyway.
 */
export function ShopAdminTools({ shop, base, labels }: { shop: AdminToolsShop; base: string; labels: InlineEditorLabels }) {
  const admin = useMayOnShop(shop.slug, 'storefront.edit');
  if (!admin) return null;
  return (
    <div role="group" aria-label={labels.admin.toolbar} className="bg-gray-900 text-white dark:bg-black">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-2 py-1 sm:px-4">
        <ToolDialog title={labels.admin.editIdentity} close={labels.close}>
          {(opening) => <ShopIdentityForm key={opening} shopSlug={shop.slug} initial={shop} labels={labels} />}
        </ToolDialog>
        <ToolDialog title={labels.admin.editColors} close={labels.close}>
          {(opening) => <ShopColorsForm key={opening} shopSlug={shop.slug} initial={shop.colors} labels={labels} />}
        </ToolDialog>
        <Link href={shopHref(base, SETTINGS_PATH)} className={`${TOOL} ml-auto`}>
          <GearIcon />
          <span className="sr-only sm:not-sr-only">{labels.admin.settings}</span>
        </Link>
      </div>
    </div>
  );
}
