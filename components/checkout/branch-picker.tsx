'use client';

import { useId, useState } from 'react';

import type { CourierBranch } from '@/lib/api/schemas/courier-branches';
import { PROVINCES } from '@/lib/domain/orders/mexican-state-codes';

import { FIELD, LABEL } from '../account/form-styles';
import { type CheckoutLabels, fill } from './checkout-labels';
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
  labels,
  onChoose,
}: {
  /** The branch saved on the checkout. */
  branch: CourierBranch | null;
  initialBranches: CourierBranch[] | null;
  /** The branch shown as chosen (the one being saved, else the saved one). */
  value: string | null;
  disabled: boolean;
  labels: CheckoutLabels;
  onChoose: (agencyId: string) => void;
}) {
  const id = useId();
  const [province, setProvince] = useState(branch?.province_code ?? '');
  const { list, load } = useBranches(initialBranches);
  const choices: Choice<string>[] =
    list.status === 'read'
      ? list.results.map((item) => ({
          value: item.agency_id,
          label: `${item.agency} · ${item.name}`,
          hint: `${item.address}, ${item.location}. ${fill(labels.branchHours, { hours: item.hours })}`,
        }))
      : [];
  const notice =
    list.status === 'loading'
      ? labels.branchesLoading
      : list.status === 'failed'
        ? labels.branchesFailed
        : list.status === 'read' && list.results.length === 0
          ? labels.branchesUnavailable
          : '';

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">{labels.branchIntro}</p>
      <div>
        <label htmlFor={`${id}-state`} className={LABEL}>
          {labels.branchState}
        </label>
        <select
          id={`${id}-state`}
          className={FIELD}
          value={province}
          disabled={disabled}
          onChange={(event) => {
            setProvince(event.target.value);
            void load(event.target.value);
          }}
        >
          <option value="" disabled>
            {labels.chooseState}
          </option>
          {PROVINCES.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite" className="text-sm font-medium empty:hidden">
        {notice}
      </p>
      {choices.length ? (
        <ChoiceGroup
          legend={labels.branch}
          choices={choices}
          value={value}
          disabled={disabled}
          onChoose={onChoose}
        />
      ) : null}
    </div>
  );
}
