/** The arguments a message takes, as `name:kind` strings, sorted and unique; throws on a message that is not ICU. */
export declare function argumentsOf(message: string): string[];
/** The problems of one locale's catalogue against the English one, each a line of text. */
export declare function checkCatalogue(
  locale: string,
  catalogue: Record<string, unknown>,
  english: Record<string, string>,
  sameAsEnglish?: readonly string[],
): string[];
/** The English catalogue `make messages` wrote. */
export declare function readEnglish(): Record<string, string>;
/** The problems of one locale's files (its catalogue and its same-as-english list). */
export declare function checkLocale(locale: string, english?: Record<string, string>): string[];
