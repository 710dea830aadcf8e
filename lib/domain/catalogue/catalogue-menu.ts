/** Spec 01 §9 "catalogue menu 5": the catalogue selector strip shows the shop's first five. */
export const CATALOGUE_MENU_SIZE = 5;
