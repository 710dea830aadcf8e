'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import type { SupplierMember } from '@/lib/api/schemas/supplier-members';
import { supplierTeamRequests } from '@/lib/client/requests/supplier-team';

import { OUTLINE_BUTTON } from '../account/form-styles';
import { fill } from '../catalogues/catalogue-labels';
import { Notice } from '../profile/notice';
import type { SupplierTeamLabels } from './supplier-team-labels';

/**
 * The people on a supplier's team, each with their role and a 'Quitar' button: one call to
 * `DELETE /api/suppliers/{id}/members/{user}`, the buttons disabled meanwhile; the result is
 * announced and the page's list read again.
 */
export function TeamMemberList({
  supplierId,
  members,
  labels,
}: {
  supplierId: string;
  members: readonly SupplierMember[];
  labels: SupplierTeamLabels;
}) {
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
      setResult({ ok: true, text: fill(labels.removed, { name: member.full_name }) });
      router.refresh();
      return;
    }
    const text =
      answer.status === 401
        ? labels.signedOut
        : fill(labels.removeFailed, { name: member.full_name });
    setResult({ ok: false, text });
  }

  return (
    <div>
      {members.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">{labels.empty}</p>
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
                  {labels.roles[member.role]}
                </span>
                <button
                  type="button"
                  className={OUTLINE_BUTTON}
                  disabled={busy !== null}
                  aria-label={fill(labels.removeLabel, { name: member.full_name })}
                  onClick={() => void remove(member)}
                >
                  {labels.remove}
                </button>
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
