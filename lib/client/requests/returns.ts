import type { GalleryImage } from '@/lib/api/schemas/gallery';
import type { DecideReturnInput, OrderReturn, RequestReturnInput } from '@/lib/api/schemas/returns';
import { browserApiClient } from '@/lib/api/client';

import { type AuthResult, authResult } from './auth-result';

const returnsOf = () => browserApiClient().api.orders[':id'].returns;

/** The calls of a return request (issue 18): its photos, the request, the supplier's decision. */
export const returnRequests = {
  /** A return photo to the gallery (multipart `file` + `kind=return_photo`). */
  uploadPhoto: (file: File): Promise<AuthResult<GalleryImage>> => {
    const body = new FormData();
    body.set('file', file);
    body.set('kind', 'return_photo');
    return authResult<GalleryImage>(fetch('/api/gallery', { method: 'POST', body }));
  },
  request: (orderId: string, json: RequestReturnInput) =>
    authResult<OrderReturn>(returnsOf().$post({ param: { id: orderId }, json })),
  decide: (orderId: string, returnId: string, json: DecideReturnInput) =>
    authResult<OrderReturn>(
      returnsOf()[':returnId'].decision.$post({ param: { id: orderId, returnId }, json }),
    ),
};
