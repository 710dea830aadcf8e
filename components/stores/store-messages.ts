import type { pick } from '@/lib/i18n/pick';

type Paths = Parameters<typeof pick>[1][];

/**
 * The words of the store's name and slug fields (`StoreFields`), for a page to hand to its
 * provider: `pick(await getMessages(), ...STORE_FIELD_MESSAGES)`.
 */
export const STORE_FIELD_MESSAGES = [
  'stores.name',
  'stores.nameRequired',
  'stores.slug',
  'stores.slugHint',
  'stores.invalidSlug',
  'stores.errors.slugTaken',
  'stores.checking',
  'stores.slugAvailable',
  'stores.suggestions',
  'stores.useSuggestion',
  'stores.preview',
] satisfies Paths;

/** The store-creation form's words (`StoreCreationForm`): the fields', its colours, its button and its refusals. */
export const STORE_CREATION_MESSAGES = [
  ...STORE_FIELD_MESSAGES,
  'stores.color1',
  'stores.color2',
  'stores.submit',
  'stores.submitting',
  'stores.failed',
  'stores.errors.storeExists',
  'errors.validation_error',
  'errors.unauthorized',
] satisfies Paths;
