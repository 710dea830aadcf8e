import { useTranslations } from 'next-intl';

import { ListSearchForm } from './lists/list-search-form';

/** A GET search inside a catalogue (`?search=`); submitting it starts from the first page. */
export function CatalogueSearchForm({ action, search }: { action: string; search: string }) {
  const t = useTranslations('catalogues');
  return (
    <ListSearchForm
      action={action}
      search={search}
      labels={{ label: t('searchLabel'), placeholder: t('searchPlaceholder'), submit: t('search') }}
    />
  );
}
