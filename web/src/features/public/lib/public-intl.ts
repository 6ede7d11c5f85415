/** A FormatJS message descriptor: a stable id and its English text. */
export type Message = { id: string; defaultMessage: string };

/**
 * The public page's messages are declared like the rest of the app's (the
 * FormatJS extractor reads `defineMessages` calls), but formatted without the
 * react-intl runtime: the page must stay within its JavaScript budget
 * (docs/performance.md), and its messages are plain text with `{name}` values.
 */
export function defineMessages<T extends Record<string, Message>>(messages: T): T {
  return messages;
}

export type Catalogue = Record<string, string>;

/** The formatter the public page's components use. */
export type Translate = (message: Message, values?: Record<string, string | number>) => string;

/** Formats a message from the catalogue (English when it has none), filling `{name}` values. */
export function translator(catalogue: Catalogue): Translate {
  return (message, values = {}) =>
    (catalogue[message.id] ?? message.defaultMessage).replace(
      /\{(\w+)\}/g,
      (whole, name: string) => (name in values ? String(values[name]) : whole),
    );
}
