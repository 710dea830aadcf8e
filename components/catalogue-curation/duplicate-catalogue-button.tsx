'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { catalogueApi } from '@/components/catalogues/catalogue-requests';
import { Button } from '@/components/ui/button';
import { Toaster, useToast } from '@/components/ui/toaster';
import { navigateTo } from '@/lib/client/navigate';
import { CATALOGUE_TOAST_MS } from '@/lib/domain/catalogue/catalogue-rules';
import { cataloguePath } from '@/lib/domain/paths/catalogue-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';

/**
 * 'Duplicate catalogue' (spec 03 §2, §7 `POST /catalogues/{id}/products/clone`): copies the
 * catalogue (same photo, same items in the same order, named '{name} (copia)' by the server),
 * says 'Catálogo copiado correctamente' and opens the copy; a failure says 'Ocurrió un error al
 * copiar el catálogo' (spec 03 §8).
 */
export function DuplicateCatalogueButton({
  shopSlug,
  base,
  catalogue,
}: {
  shopSlug: string;
  base: string;
  catalogue: { id: string };
}) {
  const t = useTranslations('catalogueCuration');
  const [busy, setBusy] = useState(false);
  const toaster = `${useId()}-toasts`;
  const status = useToast({ toaster, role: 'status', duration: CATALOGUE_TOAST_MS });
  const alert = useToast({ toaster, role: 'alert', duration: CATALOGUE_TOAST_MS });

  async function duplicate() {
    setBusy(true);
    alert.clear();
    const answer = await catalogueApi.clone(shopSlug, catalogue.id);
    if (!answer.ok) {
      setBusy(false);
      alert.show(t('duplicateFailed'));
      return;
    }
    status.show(t('duplicated'));
    navigateTo(shopHref(base, cataloguePath(answer.data)));
  }

  return (
    <>
      <Button
        variant="tool"
        className="px-3 py-1.5 text-sm"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) void duplicate();
        }}
      >
        {busy ? t('duplicating') : t('duplicate')}
      </Button>
      <Toaster id={toaster} />
    </>
  );
}
