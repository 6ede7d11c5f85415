/** Where `make messages` writes the English catalogue. */
export declare const englishCatalogue: string;
/** The formatjs command line (after `formatjs`) that extracts the messages. */
export declare const extractArguments: readonly string[];
/** Writes the extracted English catalogue to `outFile` (the committed one by default). */
export declare function extractMessages(outFile?: string): void;
