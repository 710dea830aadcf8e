'use client';

import { type FormEvent, useId, useState } from 'react';

import { browserApiClient } from '@/lib/api/client';
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

const FIELD =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-shop-1 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100';

/**
 * A message to the shop (contact page, info page, theme 03's technical-query modal). Without
 * JavaScript it is a plain POST to `action` (a route that stores it and redirects to a result
 * page); with it, the message goes to the API and the result is announced in place.
 */
export function ContactForm({
  slug,
  action,
  kind,
  maxLength,
  labels,
}: {
  slug: string;
  action: string;
  kind: ContactKind;
  maxLength: number;
  labels: ContactFormLabels;
}) {
  const id = useId();
  const [status, setStatus] = useState<ContactFormStatus>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    setStatus('sending');
    try {
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
      <div>
        <label htmlFor={field('name')} className="text-sm font-medium">
          {labels.name}
        </label>
        <input
          id={field('name')}
          name="name"
          required
          maxLength={120}
          autoComplete="name"
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={field('email')} className="text-sm font-medium">
          {labels.email}
        </label>
        <input
          id={field('email')}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={field('phone')} className="text-sm font-medium">
          {labels.phone}
        </label>
        <input
          id={field('phone')}
          name="phone"
          type="tel"
          maxLength={30}
          autoComplete="tel"
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={field('message')} className="text-sm font-medium">
          {labels.message}
        </label>
        <textarea
          id={field('message')}
          name="message"
          required
          rows={5}
          maxLength={maxLength}
          aria-describedby={field('hint')}
          className={FIELD}
        />
        <p id={field('hint')} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          {labels.messageHint}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={status === 'sending'}
          className="bg-shop-1 focus-visible:outline-shop-1 rounded-lg px-5 py-2.5 font-semibold text-white hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
        >
          {status === 'sending' ? labels.sending : labels.send}
        </button>
        <p
          role="status"
          className={
            status === 'sent'
              ? 'font-medium text-green-800 dark:text-green-300'
              : 'font-medium text-red-800 dark:text-red-300'
          }
        >
          {message[status] ?? ''}
        </p>
      </div>
    </form>
  );
}
