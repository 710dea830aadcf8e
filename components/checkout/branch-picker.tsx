'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { CourierBranch } from '@/lib/api/schemas/courier-branches';
import { PROVINCES } from '@/lib/domain/orders/mexican-state-codes';

import { type Choice, ChoiceGroup } from './choice-group';
import { useBranches } from './use-branches';

/**
 * The `to_branch` step (spec 02 §3 `province_code`, `agency_id`): the shopper picks a state, then
 * one of its courier branches; a state without any says "branches unavailable" (spec 02 §8).
 * `initialBranches` are the chosen branch's state's, read on the server, so the page shows them
 * without JavaScript.
 */
export function BranchPicker({
  branch,
  initialBranches,
  value,
  disabled,
  onChoose,
}: {
  /** The branch saved on the checkout. */
  branch: CourierBranch | null;
  initialBranches: CourierBranch[] | null;
  /** The branch shown as chosen (the one being saved, else the saved one). */
  value: string | null;
  disabled: boolean;
  onChoose: (agencyId: string) => void;
}) {
  const t = useTranslations('checkout');
  const id = useId();
  const [province, setProvince] = useState(branch?.province_code ?? '');
  const { list, load } = useBranches(initialBranches);
  const choices: Choice<string>[] =
    list.status === 'read'
      ? list.results.map((item) => ({
          value: item.agency_id,
          label: `${item.agency} · ${item.name}`,
          hint: `${item.address}, ${item.location}. ${t('branchHours', { hours: item.hours })}`,
        }))
      : [];
  const notice =
    list.status === 'loading'
      ? t('branchesLoading')
      : list.status === 'failed'
        ? t('branchesFailed')
        : list.status === 'read' && list.results.length === 0
          ? t('branchesUnavailable')
          : '';

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('branchIntro')}</p>
      <Field id={`${id}-state`} label={t('branchState')}>
        {(control) => (
          <Select
            {...control}
            value={province}
            disabled={disabled}
            onChange={(event) => {
              setProvince(event.target.value);
              void load(event.target.value);
            }}
          >
            <option value="" disabled>
              {t('chooseState')}
            </option>
            {PROVINCES.map((item) => (
              <option key={item.code} value={item.code}>
                {item.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <p aria-live="polite" className="text-sm font-medium empty:hidden">
        {notice}
      </p>
      {choices.length ? (
        <ChoiceGroup
          legend={t('branch')}
          choices={choices}
          value={value}
          disabled={disabled}
          onChoose={onChoose}
        />
      ) : null}
    </div>
  );
}
