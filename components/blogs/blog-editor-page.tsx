import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { BLOG_CREATE_PATH, blogEditPath } from '@/lib/domain/blogs/blog-rules';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pick } from '@/lib/i18n/pick';

import { BlogEntryForm } from './blog-entry-form';
import { readBlogWriteAccess, readEditableBlogEntry } from './blog-editor-reads';

/**
 * `{base}blogs/crear` and `{base}blogs/{entry}/editar` (spec 03 §2 "The blogs add action goes to
 * blogs/crear"): the entry form for the shop's owner and admins. Signed-out visitors log in
 * first; anyone else, and an unknown entry, get a 404.
 */
export async function BlogEditorPage({
  base,
  slug,
  entry,
}: {
  base: string;
  slug: string;
  /** The slug of the entry to edit; none for a new one. */
  entry?: string;
}) {
  const here = shopHref(base, entry ? blogEditPath(entry) : BLOG_CREATE_PATH);
  const read = entry ? await readEditableBlogEntry(slug, entry) : await readBlogWriteAccess(slug);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  if (read.kind === 'missing') notFound();
  const [t, messages] = await Promise.all([getTranslations('blogs.editor'), getMessages()]);
  const title = entry ? t('editTitle') : t('createTitle');
  return (
    <AccountPageShell title={title}>
      {read.kind === 'read' ? (
        <NextIntlClientProvider messages={pick(messages, 'blogs', 'gallery')}>
          <BlogEntryForm
            shopSlug={slug}
            base={base}
            entry={'body_html' in read.value ? read.value : null}
          />
        </NextIntlClientProvider>
      ) : (
        <OrdersLoadFailed message={t('failed')} retry={t('retry')} href={here} />
      )}
    </AccountPageShell>
  );
}
