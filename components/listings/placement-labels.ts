import type messages from '@/messages/es.json';

/** The product placement controls' words (the `placement` namespace), passed from the server. */
export type PlacementLabels = (typeof messages)['placement'];

export { fill } from '../catalogues/catalogue-labels';
