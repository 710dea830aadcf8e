/** The supplier's reviews of its items, on the platform host (issue 21). */
export const SUPPLIER_REVIEWS_PATH = 'apps/me/store/opiniones';
