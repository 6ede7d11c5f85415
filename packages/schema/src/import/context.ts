import { defaultLocale, type Locale } from '../constants';
import { hrefSchema } from '../href';
import { uniqueKeywords } from '../keywords';
import { optionalEmailSchema } from '../shared';
import { withScheme } from '../typed-links';
import { importMessages } from './messages';
import { type ImportWarning } from './types';
import { type ImportWarningKind, placeOf } from './warnings';

/** A JSON object read from a file: nothing about its values is known yet. */
export type Loose = Record<string, unknown>;

/** Whether a value is a plain JSON object (not null, not a list). */
export function isLoose(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record's own entry for a key read from a file (never an inherited one such as `constructor`). */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/**
 * Reads the loose values of a file into the model's types, tolerant where a
 * person would be: each value it has to change or drop is recorded as a
 * warning with the path of the value in the file.
 */
export class ImportContext {
  readonly warnings: ImportWarning[] = [];
  /** The resume's language: dates are written in it (docs/import-export.md#dates). */
  language: Locale = defaultLocale;
  /** Where in the file each built object came from, so later repairs name the file's path. */
  readonly origins = new WeakMap<object, string>();

  /** Notes that a built object came from `path` in the file, and returns it. */
  from<T extends object>(value: T, path: string): T {
    this.origins.set(value, path);
    return value;
  }

  /** Records a warning: its path in the file, an English sentence, what happened and, for a repaired link, the new address. */
  warn(path: string, message: string, kind: ImportWarningKind, value?: string): void {
    this.warnings.push({
      path,
      message,
      ...placeOf(path),
      kind,
      ...(value === undefined ? {} : { value }),
    });
  }

  /** Text: a string as is, a number or boolean as its text, anything else empty (with a warning). */
  text(value: unknown, path: string): string {
    if (typeof value === 'string') {
      return value;
    }
    if (typeof value === 'number' || typeof value === 'boolean') {
      return String(value);
    }
    if (value != null) {
      this.warn(path, importMessages.cleared('Expected text.'), 'cleared');
    }
    return '';
  }

  /** An object; anything else reads as an empty one (with a warning unless missing). */
  object(value: unknown, path: string): Loose {
    if (isLoose(value)) {
      return value;
    }
    if (value != null) {
      this.warn(path, importMessages.cleared('Expected an object.'), 'cleared');
    }
    return {};
  }

  /** A list; anything else reads as an empty one (with a warning unless missing). */
  list(value: unknown, path: string): unknown[] {
    if (Array.isArray(value)) {
      return value;
    }
    if (value != null) {
      this.warn(path, importMessages.cleared('Expected a list.'), 'cleared');
    }
    return [];
  }

  /** A list of tags: its text entries, trimmed, blanks and duplicates dropped (docs/product.md#item-fields). */
  keywords(value: unknown, path: string): string[] {
    const keywords = this.list(value, path)
      .map((entry, index) => this.text(entry, `${path}.${index}`).trim())
      .filter((entry) => entry !== '');
    return uniqueKeywords(keywords);
  }

  /**
   * A link's address. A bare host (`example.com`) becomes `https://example.com`
   * with a warning instead of failing the file; any other invalid value
   * (a `javascript:` link, a word) is left empty with a warning.
   */
  href(value: unknown, path: string): string {
    const raw = this.text(value, path).trim();
    if (hrefSchema.safeParse(raw).success) {
      return raw;
    }
    const fixed = withScheme(raw);
    if (fixed !== undefined) {
      this.warn(path, importMessages.schemeAdded(raw), 'linkFixed', fixed);
      return fixed;
    }
    this.warn(path, importMessages.cleared(`"${raw}" is not a web address.`), 'linkCleared');
    return '';
  }

  /** An address's parts (`keys` of the object at `path`) on one line, the empty ones left out. */
  address(value: unknown, path: string, keys: readonly string[]): string {
    const parts = this.object(value, path);
    return keys
      .map((key) => this.text(parts[key], `${path}.${key}`).trim())
      .filter((part) => part !== '')
      .join(', ');
  }

  /** An email address: empty or valid; an invalid one is left empty with a warning (docs/product.md#import-rules). */
  email(value: unknown, path: string): string {
    const raw = this.text(value, path).trim();
    const result = optionalEmailSchema.safeParse(raw);
    if (result.success) {
      return result.data;
    }
    this.warn(
      path,
      importMessages.cleared(result.error.issues[0]?.message ?? 'Invalid email.'),
      'emailCleared',
    );
    return '';
  }
}
