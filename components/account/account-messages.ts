import { STORE_FIELD_MESSAGES } from '@/components/stores/store-messages';
import type { pick } from '@/lib/i18n/pick';

type Paths = Parameters<typeof pick>[1][];

/**
 * The words of the account islands, for the page that renders one to hand to its provider:
 * `pick(await getMessages(), ...LOGIN_FORM_MESSAGES)`. Each form also shows the contract's field
 * error texts and its generic failure (`useAuthTexts`).
 */
const CONTRACT_TEXTS = ['auth.fieldErrors', 'auth.errors.unknown'] satisfies Paths;

export const LOGIN_FORM_MESSAGES = [
  'login.username',
  'login.country',
  'login.password',
  'login.pin',
  'login.pinNeeded',
  'login.submit',
  'login.submitting',
  ...CONTRACT_TEXTS,
] satisfies Paths;

export const SIGNUP_FORM_MESSAGES = [
  'signup.fullName',
  'signup.contactType',
  'signup.byEmail',
  'signup.byPhone',
  'signup.email',
  'signup.optionalEmail',
  'signup.phone',
  'signup.phoneHint',
  'signup.country',
  'signup.password',
  'signup.passwordHint',
  'signup.tac',
  'signup.submit',
  'signup.submitStore',
  'signup.submitting',
  'signup.userExists',
  'account.finishing',
  ...CONTRACT_TEXTS,
] satisfies Paths;

/** The sign-up form of a shop that creates the store on sign-up: the store's fields too. */
export const SIGNUP_STORE_FORM_MESSAGES = [
  ...SIGNUP_FORM_MESSAGES,
  ...STORE_FIELD_MESSAGES,
] satisfies Paths;

export const PIN_CARD_MESSAGES = [
  'account.pinTitle',
  'account.pinSentEmail',
  'account.pinSentPhone',
  'account.pin',
  'account.confirm',
  'account.confirming',
  'account.resend',
  'account.resending',
  'account.resent',
  'account.skip',
  'account.finishing',
  // The contact editor over the card.
  'account.editContact',
  'account.close',
  'account.save',
  'signup.email',
  'signup.phone',
  'signup.country',
  ...CONTRACT_TEXTS,
] satisfies Paths;

export const PASSWORD_RECOVERY_MESSAGES = [
  'login.forgotIntro',
  'login.username',
  'login.sendCode',
  'login.sending',
  'login.codeSent',
  'login.code',
  'login.newPassword',
  'login.resetSubmit',
  'login.resetDone',
  'login.title',
  ...CONTRACT_TEXTS,
] satisfies Paths;
