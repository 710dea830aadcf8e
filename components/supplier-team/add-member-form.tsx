'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import {
  SupplierMemberInputSchema,
  type SupplierMemberInput,
} from '@/lib/api/schemas/supplier-members';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { supplierTeamRequests } from '@/lib/client/requests/supplier-team';
import { SUPPLIER_ROLES } from '@/lib/domain/vocabulary';

import { FieldError } from '../account/field-error';
import { FIELD, HINT, LABEL, PRIMARY_BUTTON } from '../account/form-styles';
import { fill } from '../catalogues/catalogue-labels';
import { Notice } from '../profile/notice';
import type { SupplierTeamLabels } from './supplier-team-labels';

type Output = z.output<typeof SupplierMemberInputSchema>;
type FieldName = keyof SupplierMemberInput;

/** The role the form starts with: the everyday one, which handles no money. */
const FIRST_ROLE = 'dispatcher';

/** Refusals that are about the e-mail typed: shown under that field. */
const EMAIL_REFUSALS = ['user_not_found', 'member_is_owner'];

/**
 * 'Agregar a alguien' on the team page: the e-mail of the person's account and a role, checked
 * with the API's own schema and sent to `POST /api/suppliers/{id}/members`. A member already on
 * the team gets the new role. An unknown e-mail or the owner's own lands on the e-mail field; the
 * page's list is read again on success.
 */
export function AddMemberForm({
  supplierId,
  labels,
}: {
  supplierId: string;
  labels: SupplierTeamLabels;
}) {
  const id = useId();
  const router = useRouter();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<SupplierMemberInput, unknown, Output>({
    resolver: zodResolver(SupplierMemberInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', role: FIRST_ROLE },
  });
  const { register, formState, setError } = form;
  const field = (name: string) => `${id}-${name}`;
  const errorOf = (name: FieldName) => {
    const error = formState.errors[name];
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    return (labels.fieldErrors as Record<string, string>)[error.message] ?? labels.failed;
  };

  async function onSubmit(values: Output) {
    setResult(null);
    const answer = await supplierTeamRequests.add(supplierId, values);
    if (answer.ok) {
      const words = { name: answer.data.full_name, role: labels.roles[answer.data.role] };
      setResult({
        ok: true,
        text: fill(answer.status === 201 ? labels.added : labels.changed, words),
      });
      form.reset({ email: '', role: values.role });
      router.refresh();
      return;
    }
    if (EMAIL_REFUSALS.includes(answer.error.code)) {
      setError(
        'email',
        { type: 'server', message: answer.error.message || labels.failed },
        { shouldFocus: true },
      );
      return;
    }
    let shown = false;
    for (const [name, key] of fieldErrorsOf(answer.error)) {
      if (name === 'email' || name === 'role') {
        setError(name, { message: key }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (shown) return;
    const text = answer.status === 401 ? labels.signedOut : answer.error.message || labels.failed;
    setResult({ ok: false, text });
  }

  const emailError = errorOf('email');
  const roleError = errorOf('role');
  return (
    <form
      noValidate
      aria-labelledby={field('title')}
      aria-busy={formState.isSubmitting || undefined}
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-4"
    >
      <h2 id={field('title')} className="text-lg font-semibold">
        {labels.addTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div>
          <label htmlFor={field('email')} className={LABEL}>
            {labels.email}
          </label>
          <input
            id={field('email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            aria-invalid={!!emailError || undefined}
            aria-describedby={`${field('email-hint')}${emailError ? ` ${field('email-error')}` : ''}`}
            className={FIELD}
            {...register('email')}
          />
          <p id={field('email-hint')} className={HINT}>
            {labels.addHint}
          </p>
          <FieldError id={field('email-error')} message={emailError} />
        </div>
        <div>
          <label htmlFor={field('role')} className={LABEL}>
            {labels.role}
          </label>
          <select
            id={field('role')}
            aria-invalid={!!roleError || undefined}
            aria-describedby={roleError ? field('role-error') : undefined}
            defaultValue={FIRST_ROLE}
            className={FIELD}
            {...register('role')}
          >
            {SUPPLIER_ROLES.map((role) => (
              <option key={role} value={role}>
                {labels.roles[role]}
              </option>
            ))}
          </select>
          <FieldError id={field('role-error')} message={roleError} />
        </div>
      </div>
      <Notice role="status" message={result?.ok ? result.text : null} />
      <Notice role="alert" message={result && !result.ok ? result.text : null} />
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className={`${PRIMARY_BUTTON} sm:w-auto`}
      >
        {formState.isSubmitting ? labels.adding : labels.add}
      </button>
    </form>
  );
}
