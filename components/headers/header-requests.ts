import { browserApiClient } from '@/lib/api/client';
import type { HeaderInput, HeaderPage, HeaderUpdateInput } from '@/lib/api/schemas/headers';
import type { Header } from '@/lib/api/schemas/shop';
import { type AuthResult, authResult } from '@/lib/client/requests/auth-result';

const headersOf = () => browserApiClient().api.shops[':slug'].headers;
const one = (slug: string, id: string) => ({ param: { slug, id } });

/** The header calls of spec 01 §7, each answering its data or the API's `{ code, message, fields? }`. */
export const headerApi = {
  list: (slug: string, offset: number, limit: number): Promise<AuthResult<HeaderPage>> =>
    authResult<HeaderPage>(
      headersOf().$get({
        param: { slug },
        query: { offset: String(offset), limit: String(limit) },
      }),
    ),
  create: (slug: string, json: HeaderInput) =>
    authResult<Header>(headersOf().$post({ param: { slug }, json })),
  update: (slug: string, id: string, json: HeaderUpdateInput) =>
    authResult<Header>(headersOf()[':id'].$patch({ ...one(slug, id), json })),
  remove: (slug: string, id: string) => authResult<null>(headersOf()[':id'].$delete(one(slug, id))),
};
