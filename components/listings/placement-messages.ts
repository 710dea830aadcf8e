import { CURATION_MESSAGES } from '@/components/catalogue-curation/curation-messages';

/**
 * The placement controls' words (the `placement` namespace, with the 'Add to catalogue' words
 * beside them), a chunk per locale: imported only by the lazy admin panels, so only shop admins
 * download them.
 */
export const PLACEMENT_MESSAGES = {
  placement: {
    es: () => import('@/messages/es/placement.json'),
    en: () => import('@/messages/en/placement.json'),
  },
  ...CURATION_MESSAGES,
};
