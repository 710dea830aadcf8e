import { browserApiClient } from '@/lib/api/client';
import type { BannerCreateInput, BannerPage, BannerUpdateInput } from '@/lib/api/schemas/banners';
import type { Shop, Slide } from '@/lib/api/schemas/shop';
import type { BannerColumns } from '@/lib/domain/shop/banner-rules';
import { type AuthResult, authResult } from '@/lib/client/requests/auth-result';

const shopOf = () => browserApiClient().api.shops[':slug'];
const one = (slug: string, banner: string) => ({ param: { slug, banner } });

/** The banner calls of spec 01 §7, each answering its data or the API's `{ code, message, fields? }`. */
export const bannerApi = {
  list: (slug: string): Promise<AuthResult<BannerPage>> =>
    authResult<BannerPage>(shopOf().banners.$get({ param: { slug }, query: {} })),
  create: (slug: string, json: BannerCreateInput) =>
    authResult<Slide>(shopOf().banners.$post({ param: { slug }, json })),
  update: (slug: string, id: string, json: BannerUpdateInput) =>
    authResult<Slide>(shopOf().banners[':banner'].$patch({ ...one(slug, id), json })),
  remove: (slug: string, id: string) =>
    authResult<null>(shopOf().banners[':banner'].$delete(one(slug, id))),
  /** The carousel's 1- or 2-column mode is the shop's `store_theme_info.columns` ("Update shop"). */
  setColumns: (slug: string, columns: BannerColumns) =>
    authResult<Shop>(shopOf().$patch({ param: { slug }, json: { columns } })),
};
