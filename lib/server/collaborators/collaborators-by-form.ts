import 'server-only';

import {
  AddCollaboratorFormSchema,
  type CollaboratorAction,
  CollaboratorItemFormSchema,
  collaboratorNotice,
  collaboratorsHref,
  collaboratorsLoginHref,
  COLLABORATORS_TEXT_MAX,
  type CollaboratorsView,
} from '@/lib/domain/shop/collaborators-page';
import { cookieValue } from '@/lib/domain/request/cookie-header';
import { stringField } from '@/lib/domain/request/json-field';

import { isCrossSiteRequest } from '../auth/cross-site';
import { SESSION_COOKIE } from '../auth/session-token';
import { formPostHeaders, serverApiClient, sessionApiClient } from '../http/in-process-client';
import { formAnswerOf, formFields, seeOther } from '../http/form-posts';

interface CollaboratorsForm {
  /** The shop's base path (`/tienda/demo/`, `/` on its own host). */
  base: string;
  slug: string;
}

type ApiClient = typeof serverApiClient;

/**
 * A form of the collaborators page (`{base}admin/colaboradores`) without JavaScript: adds a store
 * by its slug, refreshes or removes a collaboration, through the same API routes any client calls
 * (`POST …/collaborators`, `PUT …/collaborators/{id}/refresh`, `DELETE …/collaborators/{id}`), so
 * the rules (admins only, no self-collaboration) are the API's. Answers a 303 back to the list the
 * form was posted from with what came of it, or to login. A form posted from another site does
 * nothing.
 */
export async function collaboratorByForm(
  request: Request,
  action: CollaboratorAction,
  { base, slug }: CollaboratorsForm,
  apiClient: ApiClient = serverApiClient,
): Promise<Response> {
  const session = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  const fields = await formFields(request);
  const parsed =
    action === 'add'
      ? AddCollaboratorFormSchema.safeParse(fields)
      : CollaboratorItemFormSchema.safeParse(fields);
  const view: CollaboratorsView = parsed.success
    ? { page: parsed.data.page, text: parsed.data.buscar }
    : { page: 1, text: '' };
  if (!session) return seeOther(collaboratorsLoginHref(base, view));
  if (isCrossSiteRequest(request, true) || !parsed.success)
    return seeOther(collaboratorsHref(base, view));
  const api = sessionApiClient(session, formPostHeaders(request), apiClient).api.shops[':slug']
    .collaborators;

  if ('store' in parsed.data) {
    const store = parsed.data.store;
    if (!store) return seeOther(collaboratorsHref(base, view, { notice: 'invalid_store' }));
    const answer = await formAnswerOf(`collaborators page: ${action}`, () =>
      api.$post({ param: { slug }, json: { store } }),
    );
    const notice = collaboratorNotice(action, answer);
    if (!notice) return seeOther(collaboratorsLoginHref(base, view));
    if (notice === 'added' || notice === 'already') {
      // The list from its start, where the newest is; one that was there already, by its name.
      const id = stringField(answer?.body, 'id');
      const name = notice === 'already' ? (stringField(answer?.body, 'store_name') ?? '') : '';
      return seeOther(
        collaboratorsHref(
          base,
          { page: 1, text: name.slice(0, COLLABORATORS_TEXT_MAX) },
          { notice, collaborator: id },
        ),
      );
    }
    return seeOther(collaboratorsHref(base, view, { notice, store }));
  }

  const id = parsed.data.id;
  if (!id) return seeOther(collaboratorsHref(base, view, { notice: 'collaborator_not_found' }));
  const answer = await formAnswerOf(`collaborators page: ${action}`, () =>
    action === 'refresh'
      ? api[':id'].refresh.$put({ param: { slug, id } })
      : api[':id'].$delete({ param: { slug, id } }),
  );
  const notice = collaboratorNotice(action, answer);
  if (!notice) return seeOther(collaboratorsLoginHref(base, view));
  return seeOther(collaboratorsHref(base, view, { notice, collaborator: id }));
}
