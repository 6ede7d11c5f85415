import { findCatalogueFont } from '../../../../../artboard/fonts/catalogue';
import { type DesignDocument } from '../../../hooks/design-context';
import { setIn } from '../../../lib/resume-store';

/**
 * The document with another font family (docs/product.md#design-tools): the subset goes back to
 * latin and the variants to regular, since the old family's variants need not
 * exist in the new one. The same document when the family is already chosen.
 */
export function chooseFamily<D extends DesignDocument>(data: D, family: string): D {
  const font = data.metadata.typography.font;
  if (font.family === family) {
    return data;
  }
  return setIn(data, 'metadata.typography.font', {
    ...font,
    family,
    subset: 'latin',
    variants: ['regular'],
  });
}

/**
 * The variants a family can be drawn in: the catalogue's for a catalogue
 * family; for another (an imported resume's), the ones it already names.
 */
export function availableVariants(family: string, current: readonly string[]): string[] {
  return findCatalogueFont(family)?.variants ?? [...current];
}

/**
 * The chosen variants with `variant` switched on or off, in the family's order.
 * The last one stays: a resume always names at least one variant.
 */
export function toggleVariant(
  current: readonly string[],
  variant: string,
  on: boolean,
  order: readonly string[],
): string[] {
  const chosen = new Set(current);
  if (on) {
    chosen.add(variant);
  } else if (chosen.size > 1) {
    chosen.delete(variant);
  }
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  return [...chosen].sort((a, b) => rank(a) - rank(b));
}

/** A variant split into its weight and style: `500italic` is 500 italic. */
export function parseVariant(variant: string): { weight: number; italic: boolean } {
  if (variant === 'regular') {
    return { weight: 400, italic: false };
  }
  if (variant === 'italic') {
    return { weight: 400, italic: true };
  }
  const weight = Number.parseInt(variant, 10);
  return { weight: Number.isFinite(weight) ? weight : 400, italic: variant.endsWith('italic') };
}
