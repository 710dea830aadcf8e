import { getTranslations } from 'next-intl/server';

import { NotFoundLink, NotFoundMessage } from '@/components/ui/not-found-message';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <NotFoundMessage
      title={t('title')}
      action={<NotFoundLink href="/">{t('back')}</NotFoundLink>}
    />
  );
}
