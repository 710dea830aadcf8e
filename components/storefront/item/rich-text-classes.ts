/**
 * How an item's rich-text description looks (lib/domain/items/rich-text.ts): typed line breaks
 * kept, lists with their markers, links underlined. The item page and the editor's preview share
 * it.
 */
export const RICH_TEXT_CLASSES =
  'whitespace-pre-line text-gray-800 dark:text-gray-200 [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-gray-300 [&_blockquote]:pl-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';
