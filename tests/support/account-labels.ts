import type { LoginFormLabels } from '@/components/account/login-form';
import type { PinCardLabels } from '@/components/account/pin-card';
import type { SignupFormLabels } from '@/components/account/signup-form';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** The labels the account pages build on the server, from the real messages of a locale. */
export function accountLabels(locale: 'es' | 'en' = 'es') {
  const m = locale === 'es' ? es : en;
  const contract = {
    fieldErrors: { ...m.auth.fieldErrors } as Record<string, string>,
    genericError: m.auth.errors.unknown,
  };
  const signup: SignupFormLabels = {
    ...m.signup,
    finishing: m.account.finishing,
    ...contract,
  };
  const login: LoginFormLabels = { ...m.login, ...contract };
  const pin: PinCardLabels = {
    title: m.account.pinTitle,
    sentEmail: m.account.pinSentEmail,
    sentPhone: m.account.pinSentPhone,
    pin: m.account.pin,
    confirm: m.account.confirm,
    confirming: m.account.confirming,
    resend: m.account.resend,
    resending: m.account.resending,
    resent: m.account.resent,
    skip: m.account.skip,
    finishing: m.account.finishing,
    ...contract,
    edit: {
      open: m.account.editContact,
      close: m.account.close,
      email: m.signup.email,
      phone: m.signup.phone,
      country: m.signup.country,
      save: m.account.save,
      ...contract,
    },
  };
  return { signup, login, pin };
}

/** A JSON answer of the API for a mocked fetch. */
export function jsonAnswer(status: number, body: unknown = {}) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
