/**
 * The placement controls' words (the `placement` namespace), a chunk per locale: imported only by
 * the lazy admin panels, so only shop admins download them.
 */
export const PLACEMENT_MESSAGES = {
  placement: {
    es: () => import('@/messages/es/placement.json'),
    en: () => import('@/messages/en/placement.json'),
  },
};
