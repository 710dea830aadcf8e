export const SCRIPTS_AFTER_PAINT_LOADER: string;
export const SCRIPTS_AFTER_PAINT_LOADER_HASH: string;
export function deferScriptsPastPaint(html: string): { html: string; deferred: number };
