import { RecordIdSchema, ShopSlugParamSchema } from './common';

/** `/shops/{slug}/orders/{order}`: one order placed in the shop. */
export const ShopOrderParamSchema = ShopSlugParamSchema.extend({
  order: RecordIdSchema.meta({ param: { name: 'order', in: 'path' }, example: 'ord_000001' }),
});
