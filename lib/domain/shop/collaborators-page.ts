// The shop's collaborators page `{base}admin/colaboradores` (issue 19, spec 03 §3 "Collaborator",
// §7 "Collaborators", §9 page size 10): its add, refresh and remove buttons are plain form POSTs to
// the page's own route handlers, answered with a 303 back to the page with what came of it
// (`aviso`), so the page works without JavaScript. Pure: addresses, the form fields and notices.

import { z } from 'zod';

import { COLLABORATORS_PATH } from '../paths/shop-admin-paths';
import { shopHref } from '../paths/tenancy';
import { pageFromQuery, queryValue } from '../request/paging';
import { stringField } from '../request/json-field';
import type { FormAnswer as CollaboratorFormAnswer } from '../request/form-answer';

/** The page inside the shop (kept in paths/shop-admin-paths.ts, which has no zod: the storefront's
 * staff link reads it through the admin menu, and visitors' scripts must not carry zod). */
export { COLLABORATORS_PATH };

/** Where the page's forms post (each a route handler answering 303 back to the page). */
export const COLLABORATOR_ACTIONS = {
  add: 'agregar',
  refresh: 'actualizar',
  remove: 'quitar',
} as const;
export type CollaboratorAction = keyof typeof COLLABORATOR_ACTIONS;

export function collaboratorActionPath(base: string, action: CollaboratorAction): string {
  return shopHref(base, `${COLLABORATORS_PATH}/${COLLABORATOR_ACTIONS[action]}`);
}

/** The query parameters of the page. */
export const COLLABORATORS_PARAMS = {
  /** The name search (the API's `text`). */
  text: 'buscar',
  /** What came of a form (a notice code). */
  notice: 'aviso',
  /** The collaboration a notice is about (its id). */
  collaborator: 'colaborador',
  /** The store slug typed in the add form, kept when it was refused. */
  store: 'tienda',
  /** The collaboration whose removal is being confirmed. */
  confirm: 'quitar',
} as const;

/** The longest search text the API takes (lib/api/schemas/collaborators.ts). */
export const COLLABORATORS_TEXT_MAX = 100;

/** The outcomes the page has words for. */
export const COLLABORATOR_NOTICES = [
  'added',
  'already',
  'refreshed',
  'removed',
  // The add form's refusals, shown on its field.
  'shop_not_found',
  'invalid_collaborator',
  'invalid_store',
  // The others, shown at the top of the page.
  'collaborator_not_found',
  'forbidden',
  'failed',
] as const;
export type CollaboratorNotice = (typeof COLLABORATOR_NOTICES)[number];

/** The notices that are about the store typed in the add form (shown on its field). */
const ADD_FIELD_NOTICES: readonly CollaboratorNotice[] = [
  'shop_not_found',
  'invalid_collaborator',
  'invalid_store',
];

export const isAddFieldNotice = (notice: CollaboratorNotice) => ADD_FIELD_NOTICES.includes(notice);

/** Good outcomes are announced politely; the rest are refusals. */
export const isGoodCollaboratorNotice = (notice: CollaboratorNotice) =>
  notice === 'added' || notice === 'already' || notice === 'refreshed' || notice === 'removed';

export function collaboratorNoticeFromQuery(
  value: string | string[] | undefined,
): CollaboratorNotice | null {
  const code = queryValue(value);
  return (COLLABORATOR_NOTICES as readonly string[]).includes(code ?? '')
    ? (code as CollaboratorNotice)
    : null;
}

/** What the list shows: a 1-based page under a name search. */
export interface CollaboratorsView {
  page: number;
  text: string;
}

/** The page's state as its query holds it (anything unusable reads as absent). */
export interface CollaboratorsPageQuery extends CollaboratorsView {
  notice: CollaboratorNotice | null;
  collaborator: string | null;
  store: string;
  confirm: string | null;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const idFrom = (value: string | undefined) => (value && ID_PATTERN.test(value) ? value : null);
const textFrom = (value: string | undefined) =>
  (value ?? '').trim().slice(0, COLLABORATORS_TEXT_MAX);

export function collaboratorsPageQuery(
  query: Readonly<Record<string, string | string[] | undefined>>,
): CollaboratorsPageQuery {
  const value = (name: string) => queryValue(query[name]);
  return {
    page: pageFromQuery(query.page),
    text: textFrom(value(COLLABORATORS_PARAMS.text)),
    notice: collaboratorNoticeFromQuery(query[COLLABORATORS_PARAMS.notice]),
    collaborator: idFrom(value(COLLABORATORS_PARAMS.collaborator)),
    store: textFrom(value(COLLABORATORS_PARAMS.store)),
    confirm: idFrom(value(COLLABORATORS_PARAMS.confirm)),
  };
}

/**
 * The page's address for a view, with what a form came to (`notice` about `collaborator`, or the
 * `store` typed in a refused add) or a removal to confirm. Page 1 and empty values are left out.
 */
export function collaboratorsHref(
  base: string,
  view: CollaboratorsView,
  extra: {
    notice?: CollaboratorNotice;
    collaborator?: string;
    store?: string;
    confirm?: string;
  } = {},
): string {
  const query = new URLSearchParams();
  if (view.text) query.set(COLLABORATORS_PARAMS.text, view.text);
  if (view.page > 1) query.set('page', String(view.page));
  if (extra.confirm) query.set(COLLABORATORS_PARAMS.confirm, extra.confirm);
  if (extra.notice) query.set(COLLABORATORS_PARAMS.notice, extra.notice);
  if (extra.collaborator) query.set(COLLABORATORS_PARAMS.collaborator, extra.collaborator);
  if (extra.store) query.set(COLLABORATORS_PARAMS.store, extra.store);
  const search = query.toString();
  return shopHref(base, search ? `${COLLABORATORS_PATH}?${search}` : COLLABORATORS_PATH);
}

/** Login, back to the page afterwards. */
export function collaboratorsLoginHref(base: string, view: CollaboratorsView): string {
  return shopHref(base, `login?next=${encodeURIComponent(collaboratorsHref(base, view))}`);
}

/** A form's fields: the list it was posted from, and the store (add) or collaboration (others). */
const viewFields = {
  page: z
    .string()
    .optional()
    .transform((value) => pageFromQuery(value)),
  [COLLABORATORS_PARAMS.text]: z
    .string()
    .optional()
    .transform((value) => textFrom(value)),
};

export const AddCollaboratorFormSchema = z.object({
  ...viewFields,
  store: z
    .string()
    .optional()
    .transform((value) => textFrom(value)),
});

export const CollaboratorItemFormSchema = z.object({
  ...viewFields,
  id: z
    .string()
    .optional()
    .transform((value) => idFrom(value)),
});

/** What the API answered a form's call (lib/domain/request/form-answer.ts). */
export type { CollaboratorFormAnswer };

/** An answer's refusal as a notice: the API's codes the page knows, else `failed`. */
function refusal(answer: CollaboratorFormAnswer): CollaboratorNotice {
  if (!answer) return 'failed';
  const code = stringField(answer.body, 'code');
  if (code === 'validation_error') return 'invalid_store';
  if (
    code === 'shop_not_found' ||
    code === 'invalid_collaborator' ||
    code === 'collaborator_not_found' ||
    code === 'forbidden'
  )
    return code;
  if (answer.status === 403) return 'forbidden';
  return 'failed';
}

/** The notice of a call's answer (null: signed out, to login). */
export function collaboratorNotice(
  action: CollaboratorAction,
  answer: CollaboratorFormAnswer,
): CollaboratorNotice | null {
  if (answer?.status === 401) return null;
  if (action === 'add' && answer?.status === 201) return 'added';
  if (action === 'add' && answer?.status === 200) return 'already';
  if (action === 'refresh' && answer?.status === 200) return 'refreshed';
  if (action === 'remove' && answer?.status === 204) return 'removed';
  return refusal(answer);
}
