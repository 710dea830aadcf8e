/** What every store has (messages `landing.storeFeatures.<key>`), shown by `/emprendedores` and the plan pages. */
export const STORE_FEATURES = [
  'noStock',
  'ownStore',
  'catalogues',
  'campaigns',
  'wallet',
  'payments',
] as const;
