'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ImageFileField } from '@/components/ui/image-file-field';
import { Input } from '@/components/ui/input';
import Link from '@/components/ui/link';
import { Notice } from '@/components/ui/notice';
import { SwitchTrack } from '@/components/ui/switch-track';
import { Textarea } from '@/components/ui/textarea';
import type { BlogEntry } from '@/lib/api/schemas/blogs';
import { blogRequests } from '@/lib/client/requests/blogs';
import { useShopImageUpload } from '@/lib/client/use-shop-image-upload';
import {
  BLOG_SUMMARY_MAX,
  BLOG_TITLE_MAX,
  BLOGS_PATH,
  blogEditPath,
  blogEntryPath,
} from '@/lib/domain/blogs/blog-rules';
import {
  BLOG_SLOW_REQUEST_MS,
  type BlogSaveFailure,
  blogSaveFailure,
} from '@/lib/domain/blogs/blog-save-outcome';
import { DEFAULT_UPLOAD_MAX_MB, galleryRule } from '@/lib/domain/gallery/gallery-rules';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { EditorPlaceholder } from './blog-rich-text-editor';

// The editor (Tiptap and ProseMirror) is a chunk of its own, fetched when the form renders.
const BlogRichTextEditor = lazy(() => import('./blog-rich-text-editor'));

const ACCEPT = galleryRule('blog_image', DEFAULT_UPLOAD_MAX_MB).accept;

type Status =
  | { kind: 'idle' }
  | { kind: 'saving'; slow: boolean }
  | { kind: 'saved' }
  | { kind: 'failed'; failure: BlogSaveFailure };

/**
 * The blog entry form (issue 20, `{base}blogs/crear` and `…/editar`): title, summary, cover
 * (uploaded to the shop's gallery as it is chosen), the rich-text body, 'Publicado' and Save.
 * A save that takes long says so (spec 01 §8); `incomplete_request` and a lost request are
 * warnings, anything else 'Ha ocurrido un error'. A new entry's editor page takes its place once
 * saved.
 */
export function BlogEntryForm({
  shopSlug,
  base,
  entry,
}: {
  shopSlug: string;
  base: string;
  entry: BlogEntry | null;
}) {
  const t = useTranslations('blogs.editor');
  const tg = useTranslations('gallery');
  const router = useRouter();
  const bodyLabelId = useId();
  const [saved, setSaved] = useState<BlogEntry | null>(entry);
  const [title, setTitle] = useState(entry?.title ?? '');
  const [summary, setSummary] = useState(entry?.summary ?? '');
  const [cover, setCover] = useState<string | null>(entry?.cover_url ?? null);
  const [body, setBody] = useState(entry?.body_html ?? '');
  const [published, setPublished] = useState(entry?.published ?? false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const coverUpload = useShopImageUpload(shopSlug, 'blog_image', tg('uploadFailed'));
  const bodyUpload = useShopImageUpload(shopSlug, 'blog_image', tg('uploadFailed'));

  const saving = status.kind === 'saving';
  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(() => setStatus({ kind: 'saving', slow: true }), BLOG_SLOW_REQUEST_MS);
    return () => clearTimeout(timer);
  }, [saving]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setStatus({ kind: 'saving', slow: false });
    const fields = { title, summary, body_html: body, cover_url: cover, published };
    const answer = saved
      ? await blogRequests.update(shopSlug, saved.id, fields)
      : await blogRequests.create(shopSlug, fields);
    if (!answer.ok) {
      setStatus({ kind: 'failed', failure: blogSaveFailure(answer.status, answer.error.code) });
      return;
    }
    const wasNew = !saved || saved.slug !== answer.data.slug;
    setSaved(answer.data);
    setStatus({ kind: 'saved' });
    // The address follows the entry (its editor's, by its new slug) without leaving the form, so
    // 'Entrada guardada' stays in view: Next's router follows the browser's history API.
    if (wasNew)
      window.history.replaceState(null, '', shopHref(base, blogEditPath(answer.data.slug)));
  }

  async function remove() {
    if (!saved || saving || !window.confirm(t('deleteConfirm'))) return;
    setStatus({ kind: 'saving', slow: false });
    const answer = await blogRequests.remove(shopSlug, saved.id);
    if (!answer.ok) {
      setStatus({ kind: 'failed', failure: blogSaveFailure(answer.status, answer.error.code) });
      return;
    }
    router.replace(shopHref(base, BLOGS_PATH));
  }

  const message =
    status.kind === 'saving'
      ? status.slow
        ? t('slow')
        : t('saving')
      : status.kind === 'saved'
        ? t('saved')
        : null;

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
      <Field label={t('titleLabel')}>
        {(control) => (
          <Input
            {...control}
            name="title"
            value={title}
            maxLength={BLOG_TITLE_MAX}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('summaryLabel')} hint={t('summaryHint')}>
        {(control) => (
          <Textarea
            {...control}
            name="summary"
            rows={2}
            value={summary}
            maxLength={BLOG_SUMMARY_MAX}
            onChange={(event) => setSummary(event.target.value)}
          />
        )}
      </Field>
      <ImageFileField
        id="blog-cover"
        label={t('coverLabel')}
        accept={ACCEPT}
        layout="stack"
        preview={
          cover ? (
            // eslint-disable-next-line @next/next/no-img-element -- a preview of the gallery upload
            <img
              src={cover}
              alt={t('coverAlt')}
              className="aspect-video w-full max-w-md rounded-lg object-cover"
            />
          ) : undefined
        }
        onFile={async (file) => {
          const image = await coverUpload.upload(file);
          if (image) setCover(image.url);
        }}
        upload={coverUpload}
        uploadingLabel={t('uploading')}
        remove={cover ? { label: t('coverRemove'), onRemove: () => setCover(null) } : null}
      />
      <div>
        <p id={bodyLabelId} className="mb-1 text-sm font-medium">
          {t('bodyLabel')}
        </p>
        <Suspense fallback={<EditorPlaceholder label={t('loadingEditor')} />}>
          <BlogRichTextEditor
            labelId={bodyLabelId}
            initialHtml={entry?.body_html ?? ''}
            onChange={setBody}
            accept={ACCEPT}
            uploading={bodyUpload.uploading}
            uploadImage={async (file) => (await bodyUpload.upload(file))?.url ?? null}
          />
        </Suspense>
        <Notice role="alert" message={bodyUpload.failure?.text ?? null} />
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={published}
        onClick={() => setPublished((on) => !on)}
        className="flex min-h-11 items-center gap-3 self-start text-sm font-medium"
      >
        <SwitchTrack on={published} />
        {t('publishedLabel')}
      </button>
      <Notice
        role="status"
        tone={status.kind === 'saving' && status.slow ? 'warning' : 'success'}
        message={message}
      />
      <Notice
        role="alert"
        tone={status.kind === 'failed' ? status.failure.tone : 'error'}
        message={status.kind === 'failed' ? t(status.failure.key) : null}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" width="responsive" disabled={saving || coverUpload.uploading}>
          {saving ? t('saving') : t('save')}
        </Button>
        {saved ? (
          <Button variant="danger-link" onClick={() => void remove()} disabled={saving}>
            {t('delete')}
          </Button>
        ) : null}
        {saved?.published ? (
          <Link href={shopHref(base, blogEntryPath(saved.slug))} className="text-sm underline">
            {t('view')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
