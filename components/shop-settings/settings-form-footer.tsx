import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Toaster } from '@/components/ui/toaster';

/** The end of every settings form: its toasts ('saved'), its failure and its save button. */
export function SettingsFormFooter({
  toaster,
  failure,
  submitting,
}: {
  /** `useSettingsSave`'s toaster. */
  toaster: string;
  failure: string | null;
  submitting: boolean;
}) {
  const t = useTranslations('shopSettings');
  return (
    <>
      <Toaster id={toaster} />
      <Notice role="alert" message={failure} />
      <Button type="submit" width="responsive" disabled={submitting}>
        {submitting ? t('saving') : t('save')}
      </Button>
    </>
  );
}
