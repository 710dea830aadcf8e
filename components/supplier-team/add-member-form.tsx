'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import {
  SupplierMemberInputSchema,
  type SupplierMemberInput,
} from '@/lib/api/schemas/supplier-members';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { supplierTeamRequests } from '@/lib/client/requests/supplier-team';
import { SUPPLIER_ROLES } from '@/lib/domain/vocabulary';

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
export function AddMemberForm({ supplierId }: { supplierId: string }) {
  const t = useTranslations('supplierTeam');
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
    return t.has(`fieldErrors.${error.message}` as 'fieldErrors.required')
      ? t(`fieldErrors.${error.message}` as 'fieldErrors.required')
      : t('failed');
  };

  async function onSubmit(values: Output) {
    setResult(null);
    const answer = await supplierTeamRequests.add(supplierId, values);
    if (answer.ok) {
      const words = { name: answer.data.full_name, role: t(`roles.${answer.data.role}`) };
      setResult({
        ok: true,
        text: t(answer.status === 201 ? 'added' : 'changed', words),
      });
      form.reset({ email: '', role: values.role });
      router.refresh();
      return;
    }
    if (EMAIL_REFUSALS.includes(answer.error.code)) {
      setError(
        'email',
        { type: 'server', message: answer.error.message || t('failed') },
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
    const text = answer.status === 401 ? t('signedOut') : answer.error.message || t('failed');
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
        {t('addTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field id={field('email')} label={t('email')} hint={t('addHint')} error={emailError}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              {...register('email')}
            />
          )}
        </Field>
        <Field id={field('role')} label={t('role')} error={roleError}>
          {(control) => (
            <Select {...control} defaultValue={FIRST_ROLE} {...register('role')}>
              {SUPPLIER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Notice role="status" message={result?.ok ? result.text : null} />
      <Notice role="alert" message={result && !result.ok ? result.text : null} />
      <Button type="submit" width="responsive" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('adding') : t('add')}
      </Button>
    </form>
  );
}
