import type messages from '@/messages/es.json';

/** The social networks form's words (the `socialLinksEditor` namespace), passed from the server. */
export type SocialLinksLabels = (typeof messages)['socialLinksEditor'];
