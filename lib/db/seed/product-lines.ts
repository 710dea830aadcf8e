import { GOODS_LINES } from './goods-lines';
import { SERVICE_LINES } from './service-lines';
import type { ProductLine } from './word-lists';

/** Every kind of demo item, goods first. */
export const PRODUCT_LINES: readonly ProductLine[] = [...GOODS_LINES, ...SERVICE_LINES];
