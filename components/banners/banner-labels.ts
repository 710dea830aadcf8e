import type messages from '@/messages/es.json';

/** The banner editor's words (the `bannerEditor` namespace), passed from the server. */
export type BannerEditorLabels = (typeof messages)['bannerEditor'];
