/** The grid of a list page's cards: 2 columns on phones up to 4 on desktop. */
export const PRODUCT_GRID_CLASS = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4';
