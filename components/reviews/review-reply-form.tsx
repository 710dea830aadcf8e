'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { Toaster, useToast } from '@/components/ui/toaster';
import { reviewRequests } from '@/lib/client/requests/reviews';
import { useHydrated } from '@/lib/client/use-hydrated';
import { REVIEW_REPLY_MAX } from '@/lib/domain/reviews/review-rules';

/**
 * The supplier staff's answer to a review (issue 21): a button that opens a text box, filled with
 * the earlier answer to change it. The page is refreshed after saving so the answer shows.
 */
export function ReviewReplyForm({
  supplierId,
  reviewId,
  reply,
}: {
  supplierId: string;
  reviewId: string;
  reply: string | null;
}) {
  const t = useTranslations('reviews.reply');
  const router = useRouter();
  const hydrated = useHydrated();
  const ids = { text: useId(), toaster: useId() };
  const done = useToast({ toaster: ids.toaster, role: 'status', duration: 6_000 });
  const failed = useToast({ toaster: ids.toaster, role: 'alert', duration: 8_000 });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(reply ?? '');
  const [busy, setBusy] = useState(false);

  async function send() {
    if (text.trim() === '') return;
    setBusy(true);
    const answer = await reviewRequests.reply(supplierId, reviewId, { reply: text });
    setBusy(false);
    if (answer.ok) {
      setOpen(false);
      done.show(t('saved'), 'success');
      router.refresh();
      return;
    }
    failed.show(t('error'), 'error');
  }

  return (
    <div className="mt-2">
      {!open ? (
        <Button variant="outline" disabled={!hydrated} onClick={() => setOpen(true)}>
          {reply ? t('edit') : t('save')}
        </Button>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Field id={ids.text} label={t('label')}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                required
                maxLength={REVIEW_REPLY_MAX}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" width="responsive" disabled={busy || text.trim() === ''}>
              {t('save')}
            </Button>
            <Button variant="link" disabled={busy} onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      <Toaster id={ids.toaster} />
    </div>
  );
}
