'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { StoreFields, type StoreFieldLabels } from '@/components/stores/store-fields';
import { useSlugCheck } from '@/components/stores/use-slug-check';
import { useSlugFromName } from '@/components/stores/use-slug-from-name';
import { type RegisterBody, RegisterBodySchema, type RegisterInput } from '@/lib/api/schemas/auth';
import { activationHref } from '@/lib/domain/paths/account-links';
import { defaultPhoneCountry, stripWhitespace } from '@/lib/domain/accounts/phone';
import { authRequests } from '@/lib/client/requests/auth';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { navigateTo } from '@/lib/client/navigate';
import { completeRegistrationEvent, pageTracker } from '@/lib/client/tracking';

import { FieldError } from './field-error';
import { FIELD, HINT, LABEL, PRIMARY_BUTTON } from './form-styles';
import { PhoneInput } from './phone-input';
import { FinishingSetup } from './finishing-setup';
import { useActivation } from './use-activation';

export interface SignupFormLabels {
  fullName: string;
  contactType: string;
  byEmail: string;
  byPhone: string;
  email: string;
  optionalEmail: string;
  phone: string;
  phoneHint: string;
  country: string;
  password: string;
  passwordHint: string;
  tac: string;
  submit: string;
  submitting: string;
  userExists: string;
  finishing: string;
  /** Texts of the field error keys of the contract (`required`, `invalid_email`, …). */
  fieldErrors: Record<string, string>;
  /** Shown when the API answered without a message of its own. */
  genericError: string;
}

export interface SignupFormProps {
  locale: string;
  base: string;
  shopSlug: string;
  labels: SignupFormLabels;
  /** Membership registration (with a plan, or the default plan). */
  plan?: RegisterBody['plan'];
  membership?: boolean;
  /**
   * Store creation on sign-up (the shop's `store_creation_on_signup`): the form asks for the
   * store's name and slug, checked as on `/crear-tienda`; the store is created on activation.
   */
  store?: { rootDomain: string; labels: StoreFieldLabels };
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
 * at once when the PIN can be skipped, else the PIN card opens.
 */
export function SignupForm({
  locale,
  base,
  shopSlug,
  labels,
  plan,
  membership,
  store,
}: SignupFormProps) {
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
    return key === USER_EXISTS
      ? labels.userExists
      : (labels.fieldErrors[key] ?? labels.genericError);
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
          message: answer.error.message || labels.genericError,
        });
        document.getElementById(field('phone'))?.focus();
        return;
      }
      const fields = fieldErrorsOf(answer.error);
      for (const [name, key] of fields) setError(name as keyof Values, { message: key });
      if (fields.length === 0) setFailure(answer.error.message || labels.genericError);
      return;
    }
    const { code, can_skip_pin } = answer.data;
    if (can_skip_pin) {
      const done = await activation.activate({ code, skip_pin: true }, values.type);
      if (!done.ok) setFailure(done.message || labels.genericError);
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
    return <FinishingSetup message={labels.finishing} href={activation.finishingHref} />;
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
          nameError={formState.errors.store_name ? store.labels.nameRequired : null}
          slugProblem={
            formState.errors.store
              ? formState.errors.store.message === 'required'
                ? (labels.fieldErrors.required ?? labels.genericError)
                : store.labels.invalidSlug
              : null
          }
          check={slugCheck}
          rootDomain={store.rootDomain}
          labels={store.labels}
          onChoose={slugFromName.choose}
        />
      ) : null}

      <div>
        <label htmlFor={field('full_name')} className={LABEL}>
          {labels.fullName}
        </label>
        <input
          id={field('full_name')}
          autoComplete="name"
          maxLength={120}
          aria-invalid={!!formState.errors.full_name || undefined}
          aria-describedby={described('full_name')}
          className={FIELD}
          {...register('full_name')}
        />
        <FieldError id={field('full_name-error')} message={errorOf('full_name')} />
      </div>

      <fieldset>
        <legend className={LABEL}>{labels.contactType}</legend>
        <div className="mt-1 inline-flex rounded-full bg-gray-100 p-1 dark:bg-gray-800">
          {(['email', 'phone'] as const).map((option) => (
            <label
              key={option}
              className="has-focus-visible:outline-shop-1 cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium has-checked:bg-white has-checked:shadow-sm has-focus-visible:outline-2 dark:has-checked:bg-gray-700"
            >
              <input type="radio" value={option} className="sr-only" {...register('type')} />
              {option === 'email' ? labels.byEmail : labels.byPhone}
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
                  labels={{ country: labels.country, phone: labels.phone }}
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
            <p id={field('phone-hint')} className={HINT}>
              {labels.phoneHint}
            </p>
            <FieldError id={field('phone-error')} message={errorOf('phone')} />
          </div>
          <EmailInput
            id={field('email')}
            label={labels.optionalEmail}
            registration={register('email', { setValueAs: stripText })}
            error={errorOf('email')}
          />
        </>
      ) : (
        <EmailInput
          id={field('username')}
          label={labels.email}
          registration={register('username', {
            setValueAs: stripText,
            onBlur: () => void checkExisting('username'),
          })}
          error={errorOf('username')}
        />
      )}

      <div>
        <label htmlFor={field('password')} className={LABEL}>
          {labels.password}
        </label>
        <input
          id={field('password')}
          type="password"
          autoComplete="new-password"
          aria-invalid={!!formState.errors.password || undefined}
          aria-describedby={described('password', true)}
          className={FIELD}
          {...register('password')}
        />
        <p id={field('password-hint')} className={HINT}>
          {labels.passwordHint}
        </p>
        <FieldError id={field('password-error')} message={errorOf('password')} />
      </div>

      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="accent-shop-1 mt-0.5 size-4"
            aria-invalid={!!formState.errors.tac || undefined}
            aria-describedby={described('tac')}
            {...register('tac')}
          />
          <span>{labels.tac}</span>
        </label>
        <FieldError id={field('tac-error')} message={errorOf('tac')} />
      </div>

      {failure ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {failure}
        </p>
      ) : null}

      <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
        {busy ? labels.submitting : labels.submit}
      </button>
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
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onKeyDown={(event) => {
          if (event.key === ' ') event.preventDefault();
        }}
        className={FIELD}
        {...registration}
        onChange={(event) => {
          event.target.value = stripWhitespace(event.target.value);
          return registration.onChange(event);
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
