'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { SupplierMember } from '@/lib/api/schemas/supplier-members';
import { supplierTeamRequests } from '@/lib/client/requests/supplier-team';

/**
 * The people on a supplier's team, each with their role and a 'Quitar' button: one call to
 * `DELETE /api/suppliers/{id}/members/{user}`, the buttons disabled meanwhile; the result is
 * announced and the page's list read again.
 */
export function TeamMemberList({
  supplierId,
  members,
}: {
  supplierId: string;
  members: readonly SupplierMember[];
}) {
  const t = useTranslations('supplierTeam');
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function remove(member: SupplierMember) {
    setBusy(member.user_id);
    setResult(null);
    const answer = await supplierTeamRequests.remove(supplierId, member.user_id);
    setBusy(null);
    // Gone already (removed in another tab) counts as removed.
    if (answer.ok || answer.error.code === 'member_not_found') {
      setResult({ ok: true, text: t('removed', { name: member.full_name }) });
      router.refresh();
      return;
    }
    const text =
      answer.status === 401 ? t('signedOut') : t('removeFailed', { name: member.full_name });
    setResult({ ok: false, text });
  }

  return (
    <div>
      {members.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-700">
          {members.map((member) => (
            <li
              key={member.user_id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{member.full_name}</p>
                <p className="text-sm break-all text-gray-700 dark:text-gray-300">{member.email}</p>
              </div>
              <div className="flex items-center gap-3">
                <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-900 dark:bg-gray-800 dark:text-gray-100">
                  {t(`roles.${member.role}`)}
                </span>
                <Button
                  variant="outline"
                  disabled={busy !== null}
                  aria-label={t('removeLabel', { name: member.full_name })}
                  onClick={() => void remove(member)}
                >
                  {t('remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        <Notice role="status" message={result?.ok ? result.text : null} />
        <Notice role="alert" message={result && !result.ok ? result.text : null} />
      </div>
    </div>
  );
}
