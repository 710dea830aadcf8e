'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Check } from '@/components/ui/check';
import { LABEL_CLASS } from '@/components/ui/control-classes';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { StoreFields } from '@/components/stores/store-fields';
import { useSlugCheck } from '@/components/stores/use-slug-check';
import { useSlugFromName } from '@/components/stores/use-slug-from-name';
import { type RegisterBody, RegisterBodySchema, type RegisterInput } from '@/lib/api/schemas/auth';
import { activationHref } from '@/lib/domain/paths/account-links';
import { defaultPhoneCountry, stripWhitespace } from '@/lib/domain/accounts/phone';
import { authRequests } from '@/lib/client/requests/auth';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { navigateTo } from '@/lib/client/navigate';
import { completeRegistrationEvent, pageTracker } from '@/lib/client/tracking';

import { PhoneInput } from './phone-input';
import { FinishingSetup } from './finishing-setup';
import { useActivation } from './use-activation';
import { useAuthTexts } from './use-auth-texts';

export interface SignupFormProps {
  locale: string;
  base: string;
  shopSlug: string;
  /** Membership registration (with a plan, or the default plan). */
  plan?: RegisterBody['plan'];
  membership?: boolean;
  /**
   * Store creation on sign-up (the shop's `store_creation_on_signup`): the form asks for the
   * store's name and slug, checked as on `/crear-tienda`; the store is created on activation.
   */
  store?: { rootDomain: string };
}

type Values = RegisterBody;
const USER_EXISTS = 'user_exists';
/** An error whose message is the server's text, shown as it is (`not_eligible` on the phone). */
const SERVER_TEXT = 'server';

/**
 * With store creation the store's name and slug are required. An intersection rather than a
 * refinement, so these errors show together with the other fields' (refinements wait for them).
 */
const RegisterWithStoreSchema = z.intersection(
  RegisterBodySchema,
  z.object({
    store: z.string({ error: 'required' }).trim().min(1, { error: 'required' }),
    store_name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }),
  }),
);

/**
 * The sign-up form (spec 02 §2, §4, §5) checked by the API's own schema. E-mail or phone
 * (switchable, e-mail first), whitespace stripped, the space key blocked in the e-mail, an
 * existing-user check on blur. Registration answers `code` and `can_skip_pin`: activation follows
 * at once when the PIN can be skipped, else the PIN card opens. Its words are the ones
 * `SIGNUP_FORM_MESSAGES` (with a store, `SIGNUP_STORE_FORM_MESSAGES`) names, which the page hands
 * to its provider.
 */
export function SignupForm({ locale, base, shopSlug, plan, membership, store }: SignupFormProps) {
  const t = useTranslations('signup');
  const account = useTranslations('account');
  const stores = useTranslations('stores');
  const { fieldError, genericError } = useAuthTexts();
  const id = useId();
  const country = defaultPhoneCountry(locale);
  const [failure, setFailure] = useState<string | null>(null);
  const activation = useActivation({ base, shopSlug });
  const form = useForm<Values, unknown, RegisterInput>({
    resolver: zodResolver(store ? RegisterWithStoreSchema : RegisterBodySchema),
    mode: 'onTouched',
    defaultValues: {
      type: 'email',
      full_name: '',
      username: '',
      phone: '',
      country: country.code,
      country_code: country.callingCode,
      email: '',
      password: '',
      tac: false as unknown as true,
      plan,
      membership,
      shop: shopSlug || undefined,
      ...(store ? { store_name: '', store: '' } : {}),
    },
  });
  const { register, control, formState, setError, setValue, getValues } = form;
  const storeSlug = String(useWatch({ control, name: 'store' }) ?? '');
  const storeName = String(useWatch({ control, name: 'store_name' }) ?? '');
  const [slugCheck, setSlugCheck] = useSlugCheck(store ? storeSlug : '', storeName);
  const slugFromName = useSlugFromName({
    setSlug: (value, chosen) =>
      setValue('store', value, { shouldValidate: chosen || formState.isSubmitted }),
    slugInputId: `${id}-store-slug`,
  });
  const type = useWatch({ control, name: 'type' });
  const chosenCountry = String(useWatch({ control, name: 'country' }) ?? country.code);
  const field = (name: string) => `${id}-${name}`;
  const errorOf = (name: keyof Values): string | undefined => {
    const key = formState.errors[name]?.message;
    if (!key) return undefined;
    if (formState.errors[name]?.type === SERVER_TEXT) return key;
    return key === USER_EXISTS ? t('userExists') : fieldError(key);
  };
  const described = (name: keyof Values, hint?: boolean) =>
    [hint ? field(`${name}-hint`) : '', formState.errors[name] ? field(`${name}-error`) : '']
      .filter(Boolean)
      .join(' ') || undefined;

  async function checkExisting(name: 'username' | 'phone') {
    const values = getValues();
    const body =
      name === 'username'
        ? { username: values.username }
        : { phone: values.phone, country_code: values.country_code };
    if (!body.username && !body.phone) return;
    if (!(await form.trigger(name))) return;
    const answer = await authRequests.userExists(body);
    if (answer.ok && answer.data.exist) setError(name, { type: 'exists', message: USER_EXISTS });
  }

  async function onSubmit(values: RegisterInput) {
    setFailure(null);
    const answer = await authRequests.register(values);
    if (!answer.ok) {
      pageTracker().track(completeRegistrationEvent(values.type, 'failure'));
      if (answer.error.code === 'slug_taken') {
        const { suggestions } = answer.error as { suggestions?: string[] };
        setSlugCheck({ status: 'taken', suggestions: suggestions ?? [] });
        document.getElementById(`${id}-store-slug`)?.focus();
        return;
      }
      if (answer.error.code === 'existing_user') {
        setError(values.type === 'phone' ? 'phone' : 'username', { message: USER_EXISTS });
        return;
      }
      if (answer.error.code === 'not_eligible' && values.type === 'phone') {
        // The SMS provider cannot text this line (a landline…): the phone field says so.
        setError('phone', {
          type: SERVER_TEXT,
          message: answer.error.message || genericError,
        });
        document.getElementById(field('phone'))?.focus();
        return;
      }
      const fields = fieldErrorsOf(answer.error);
      for (const [name, key] of fields) setError(name as keyof Values, { message: key });
      if (fields.length === 0) setFailure(answer.error.message || genericError);
      return;
    }
    const { code, can_skip_pin } = answer.data;
    if (can_skip_pin) {
      const done = await activation.activate({ code, skip_pin: true }, values.type);
      if (!done.ok) setFailure(done.message || genericError);
      return;
    }
    navigateTo(
      activationHref(base, {
        type: values.type,
        code,
        can_skip_pin,
        username: values.username,
        phone: values.phone,
        country: values.country,
        country_code: values.country_code,
        full_name: values.full_name,
      }),
    );
  }

  if (activation.finishingHref) {
    return <FinishingSetup message={account('finishing')} href={activation.finishingHref} />;
  }

  const busy = formState.isSubmitting || activation.busy;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-4"
      aria-busy={busy || undefined}
    >
      {store ? (
        <StoreFields
          idPrefix={`${id}-store`}
          name={register('store_name', {
            onChange: (event: { target: { value: string } }) =>
              slugFromName.onNameChange(event.target.value),
          })}
          slug={register('store', {
            onChange: (event: { target: { value: string } }) =>
              slugFromName.onSlugChange(event.target.value),
          })}
          slugValue={storeSlug}
          defaults={{ name: '', slug: '' }}
          nameError={formState.errors.store_name ? stores('nameRequired') : null}
          slugProblem={
            formState.errors.store
              ? formState.errors.store.message === 'required'
                ? fieldError('required')
                : stores('invalidSlug')
              : null
          }
          check={slugCheck}
          rootDomain={store.rootDomain}
          onChoose={slugFromName.choose}
        />
      ) : null}

      <Field id={field('full_name')} label={t('fullName')} error={errorOf('full_name')}>
        {(control) => (
          <Input {...control} autoComplete="name" maxLength={120} {...register('full_name')} />
        )}
      </Field>

      <fieldset>
        <legend className={LABEL_CLASS}>{t('contactType')}</legend>
        <div className="mt-1 inline-flex rounded-full bg-gray-100 p-1 dark:bg-gray-800">
          {(['email', 'phone'] as const).map((option) => (
            <label
              key={option}
              className="has-focus-visible:outline-shop-1 cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium has-checked:bg-white has-checked:shadow-sm has-focus-visible:outline-2 dark:has-checked:bg-gray-700"
            >
              <input type="radio" value={option} className="sr-only" {...register('type')} />
              {option === 'email' ? t('byEmail') : t('byPhone')}
            </label>
          ))}
        </div>
      </fieldset>

      {type === 'phone' ? (
        <>
          <div>
            <Controller
              control={control}
              name="phone"
              render={({ field: phone }) => (
                <PhoneInput
                  id={field('phone')}
                  locale={locale}
                  labels={{ country: t('country'), phone: t('phone') }}
                  country={chosenCountry}
                  onCountryChange={(code, callingCode) => {
                    setValue('country', code);
                    setValue('country_code', callingCode);
                  }}
                  value={String(phone.value ?? '')}
                  onChange={phone.onChange}
                  onBlur={() => {
                    phone.onBlur();
                    void checkExisting('phone');
                  }}
                  invalid={!!formState.errors.phone}
                  describedBy={described('phone', true)}
                />
              )}
            />
            <FieldHint id={field('phone-hint')}>{t('phoneHint')}</FieldHint>
            <FieldError id={field('phone-error')}>{errorOf('phone')}</FieldError>
          </div>
          <EmailInput
            id={field('email')}
            label={t('optionalEmail')}
            registration={register('email', { setValueAs: stripText })}
            error={errorOf('email')}
          />
        </>
      ) : (
        <EmailInput
          id={field('username')}
          label={t('email')}
          registration={register('username', {
            setValueAs: stripText,
            onBlur: () => void checkExisting('username'),
          })}
          error={errorOf('username')}
        />
      )}

      <Field
        id={field('password')}
        label={t('password')}
        hint={t('passwordHint')}
        error={errorOf('password')}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
        )}
      </Field>

      <div>
        <Check
          align="start"
          label={<span>{t('tac')}</span>}
          className="accent-shop-1"
          aria-invalid={!!formState.errors.tac || undefined}
          aria-describedby={described('tac')}
          {...register('tac')}
        />
        <FieldError id={field('tac-error')}>{errorOf('tac')}</FieldError>
      </div>

      {failure ? <Notice role="alert" message={failure} /> : null}

      <Button type="submit" disabled={busy}>
        {busy ? t('submitting') : store ? t('submitStore') : t('submit')}
      </Button>
    </form>
  );
}

function stripText(value: unknown): string {
  return typeof value === 'string' ? stripWhitespace(value) : '';
}

function EmailInput({
  id,
  label,
  registration,
  error,
}: {
  id: string;
  label: string;
  registration: ReturnType<ReturnType<typeof useForm<Values>>['register']>;
  error: string | undefined;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          onKeyDown={(event) => {
            if (event.key === ' ') event.preventDefault();
          }}
          {...registration}
          onChange={(event) => {
            event.target.value = stripWhitespace(event.target.value);
            return registration.onChange(event);
          }}
        />
      )}
    </Field>
  );
}
