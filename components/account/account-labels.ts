import 'server-only';

import { getMessages, getTranslations } from 'next-intl/server';

import type { LoginFormLabels } from './login-form';
import type { PasswordRecoveryLabels } from './password-recovery';
import type { PinCardLabels } from './pin-card';
import type { SignupFormLabels } from './signup-form';

/** The contract's field error texts and the generic failure (the backend's `auth` namespace). */
async function contractTexts() {
  const [t, messages] = await Promise.all([getTranslations('auth'), getMessages()]);
  return {
    fieldErrors: { ...(messages.auth?.fieldErrors ?? {}) } as Record<string, string>,
    genericError: t('errors.unknown'),
  };
}

/** Translated labels of the account islands, built on the server and passed as props. */
export async function signupFormLabels(): Promise<SignupFormLabels> {
  const [t, account, contract] = await Promise.all([
    getTranslations('signup'),
    getTranslations('account'),
    contractTexts(),
  ]);
  return {
    fullName: t('fullName'),
    contactType: t('contactType'),
    byEmail: t('byEmail'),
    byPhone: t('byPhone'),
    email: t('email'),
    optionalEmail: t('optionalEmail'),
    phone: t('phone'),
    phoneHint: t('phoneHint'),
    country: t('country'),
    password: t('password'),
    passwordHint: t('passwordHint'),
    tac: t('tac'),
    submit: t('submit'),
    submitting: t('submitting'),
    userExists: t('userExists'),
    finishing: account('finishing'),
    ...contract,
  };
}

export async function loginFormLabels(): Promise<LoginFormLabels> {
  const [t, contract] = await Promise.all([getTranslations('login'), contractTexts()]);
  return {
    username: t('username'),
    country: t('country'),
    password: t('password'),
    pin: t('pin'),
    pinNeeded: t('pinNeeded'),
    submit: t('submit'),
    submitting: t('submitting'),
    ...contract,
  };
}

export async function pinCardLabels(): Promise<PinCardLabels> {
  const [t, signup, contract] = await Promise.all([
    getTranslations('account'),
    getTranslations('signup'),
    contractTexts(),
  ]);
  return {
    title: t('pinTitle'),
    sentEmail: t.raw('pinSentEmail') as string,
    sentPhone: t.raw('pinSentPhone') as string,
    pin: t('pin'),
    confirm: t('confirm'),
    confirming: t('confirming'),
    resend: t('resend'),
    resending: t('resending'),
    resent: t('resent'),
    skip: t('skip'),
    finishing: t('finishing'),
    ...contract,
    edit: {
      open: t('editContact'),
      close: t('close'),
      email: signup('email'),
      phone: signup('phone'),
      country: signup('country'),
      save: t('save'),
      ...contract,
    },
  };
}

export async function passwordRecoveryLabels(): Promise<PasswordRecoveryLabels> {
  const [t, contract] = await Promise.all([getTranslations('login'), contractTexts()]);
  return {
    intro: t('forgotIntro'),
    username: t('username'),
    sendCode: t('sendCode'),
    sending: t('sending'),
    codeSent: t('codeSent'),
    code: t('code'),
    newPassword: t('newPassword'),
    resetSubmit: t('resetSubmit'),
    resetDone: t('resetDone'),
    loginLink: t('title'),
    ...contract,
  };
}
