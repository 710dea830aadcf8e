'use client';

import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import type { ContactKind } from '@/lib/domain/vocabulary';
import { contactResultOf, type ContactResult } from '@/lib/domain/shop/contact-result';

export interface ContactFormLabels {
  heading: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  messageHint: string;
  send: string;
  sending: string;
  sent: string;
  invalid: string;
  rateLimited: string;
  failed: string;
}

export type ContactFormStatus = 'idle' | 'sending' | ContactResult;

export interface ContactFormProps {
  slug: string;
  action: string;
  kind: ContactKind;
  maxLength: number;
  labels: ContactFormLabels;
}

/**
 * A message to the shop (contact page, info page, theme 03's technical-query modal). Without
 * JavaScript it is a plain POST to `action` (a route that stores it and redirects to a result
 * page); with it, the message goes to the API and the result is announced in place.
 */
export function ContactForm({ slug, action, kind, maxLength, labels }: ContactFormProps) {
  const id = useId();
  const [status, setStatus] = useState<ContactFormStatus>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    setStatus('sending');
    try {
      // The API client is fetched on the first send: it is not in the shop pages' first load.
      const { browserApiClient } = await import('@/lib/api/client');
      const res = await browserApiClient().api.shops[':slug'].contact.$post({
        param: { slug },
        json: {
          kind,
          name: text('name'),
          email: text('email'),
          phone: text('phone') || undefined,
          message: text('message'),
        },
      });
      const next = contactResultOf(res.status);
      setStatus(next);
      if (next === 'sent') form.reset();
    } catch {
      setStatus('failed');
    }
  }

  const message: Partial<Record<ContactFormStatus, string>> = {
    sent: labels.sent,
    invalid: labels.invalid,
    rate_limited: labels.rateLimited,
    failed: labels.failed,
  };
  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      aria-labelledby={field('heading')}
      className="space-y-4"
    >
      <h2 id={field('heading')} className="text-lg font-semibold">
        {labels.heading}
      </h2>
      <input type="hidden" name="kind" value={kind} />
      <Field id={field('name')} label={labels.name}>
        {(control) => (
          <Input {...control} name="name" required maxLength={120} autoComplete="name" />
        )}
      </Field>
      <Field id={field('email')} label={labels.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
          />
        )}
      </Field>
      <Field id={field('phone')} label={labels.phone}>
        {(control) => (
          <Input {...control} name="phone" type="tel" maxLength={30} autoComplete="tel" />
        )}
      </Field>
      <Field id={field('message')} label={labels.message} hint={labels.messageHint}>
        {(control) => (
          <Textarea {...control} name="message" required rows={5} maxLength={maxLength} />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" width="auto" disabled={status === 'sending'}>
          {status === 'sending' ? labels.sending : labels.send}
        </Button>
        <Notice
          role="status"
          tone={status === 'sent' ? 'success' : 'error'}
          message={message[status] ?? null}
        />
      </div>
    </form>
  );
}
