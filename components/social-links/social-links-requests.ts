import { browserApiClient } from '@/lib/api/client';
import type { SocialLinks, SocialLinksFormValues } from '@/lib/api/schemas/social-links';
import { type AuthResult, authResult } from '@/lib/client/requests/auth-result';

/** The social networks form's call, answering the saved networks or the API's `{ code, message, fields? }`. */
export const socialLinksApi = {
  put: (slug: string, json: SocialLinksFormValues): Promise<AuthResult<SocialLinks>> =>
    authResult<SocialLinks>(
      browserApiClient().api.shops[':slug']['social-links'].$put({ param: { slug }, json }),
    ),
};
