'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { catalogueShare } from '@/lib/domain/catalogue/catalogue-share';

import { CopyLinkField } from './copy-link-field';

const TOOL = buttonVariants({ variant: 'tool' });

/**
 * 'Share catalogue' (spec 03 §2, §5): a modal with the catalogue's address carrying the sharer's
 * referral (`?referral=<user id>`), titled with the name cut to 100 characters, and a copy button
 * with its 'Copied!' bubble.
 */
export function ShareCatalogue({
  catalogueUrl,
  name,
  referral,
}: {
  catalogueUrl: string;
  name: string;
  referral: string;
}) {
  const t = useTranslations('catalogueCuration');
  const share = useMemo(
    () => catalogueShare(catalogueUrl, name, referral),
    [catalogueUrl, name, referral],
  );
  // Each opening starts without the last one's 'Copied!'.
  const [opening, setOpening] = useState(0);
  return (
    <ModalDialog
      title={t('shareTitle', { name: share.name })}
      closeLabel={t('close')}
      triggerLabel={t('share')}
      triggerClassName={`${TOOL} px-3 py-1.5 text-sm`}
      onOpen={() => setOpening((n) => n + 1)}
    >
      <CopyLinkField
        key={opening}
        url={share.url}
        labels={{
          label: t('shareLink'),
          hint: t('shareHint'),
          copy: t('copy'),
          copied: t('copied'),
          copyFailed: t('copyFailed'),
        }}
      />
    </ModalDialog>
  );
}
