import { z } from 'zod';

// Apart from shared.ts, whose item ids bring a hash library along: a form that
// checks a web address alone (the AI base URL in Settings) loads only this.

/** The message for a link that is not a web address (docs/product.md#resume-fields). */
export const urlMessage = 'URL must start with https://';

/** A link's address: empty, or an http(s) URL (no `javascript:` or other schemes). */
export const hrefSchema = z
  .literal('')
  .or(z.url({ protocol: /^https?$/, error: urlMessage }))
  .default('');
