import type messages from '@/messages/es.json';

type Messages = typeof messages;

/**
 * The header editor's words, passed from the server: the `headerEditor` namespace with the
 * button texts the storefront shows (`themeBlocks.header.buttonLabels`).
 */
export type HeaderEditorLabels = Messages['headerEditor'] & {
  buttonLabels: Messages['themeBlocks']['header']['buttonLabels'];
};

/** The editor's words from a locale's messages. */
export function headerEditorLabels(messages: Messages): HeaderEditorLabels {
  return { ...messages.headerEditor, buttonLabels: messages.themeBlocks.header.buttonLabels };
}
