import { getTranslations } from 'next-intl/server';

import type { OutboxMessage } from '@/lib/api/schemas/auth';

/** The dev outbox: the latest messages with recipient, subject and body (where the PIN is). */
export async function OutboxTable({
  messages,
  locale,
}: {
  messages: OutboxMessage[];
  locale: string;
}) {
  const t = await getTranslations('account');
  if (messages.length === 0) return <p>{t('outboxEmpty')}</p>;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-gray-300 dark:border-gray-600">
            <th scope="col" className="p-2">
              {t('outboxSentAt')}
            </th>
            <th scope="col" className="p-2">
              {t('outboxChannel')}
            </th>
            <th scope="col" className="p-2">
              {t('outboxRecipient')}
            </th>
            <th scope="col" className="p-2">
              {t('outboxSubject')}
            </th>
            <th scope="col" className="p-2">
              {t('outboxBody')}
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr
              key={message.id}
              data-testid="outbox-message"
              className="border-b border-gray-200 align-top dark:border-gray-700"
            >
              <td className="p-2 whitespace-nowrap">{date.format(new Date(message.created_at))}</td>
              <td className="p-2">{message.channel}</td>
              <td className="p-2 break-all">{message.recipient}</td>
              <td className="p-2">{message.subject ?? '—'}</td>
              <td className="p-2 break-words whitespace-pre-line">{message.body}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
