/**
 * The words of the catalogue curation controls (the `catalogueCuration` namespace, and
 * `myCatalogues` for the 'Create catalogue' form they share with 'My catalogues'), a chunk per
 * locale imported only by the lazy admin panels, so only shop admins download them.
 */
export const CURATION_MESSAGES = {
  catalogueCuration: {
    es: () => import('@/messages/es/catalogueCuration.json'),
    en: () => import('@/messages/en/catalogueCuration.json'),
  },
  myCatalogues: {
    es: () => import('@/messages/es/myCatalogues.json'),
    en: () => import('@/messages/en/myCatalogues.json'),
  },
};
