import { useEffect } from 'react';

/** The product's name, after every page's own title (docs/product.md#builder). */
export const productName = 'Vitae';

/** Sets the document title to "{title} - Vitae", or "Vitae" alone without a title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${productName}` : productName;
  }, [title]);
}
