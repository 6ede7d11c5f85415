import { type ImportContext, type Loose } from './context';

/** What a format calls the headline and the last part of an address under `basics`. */
type BasicsKeys = { headline: string; country: string };

/**
 * The person's name, headline, email, phone and one-line location, which JSON Resume and
 * Reactive Resume v3 both keep under `basics`, each with its own keys for headline and country.
 */
export function personalDetails(source: Loose, ctx: ImportContext, keys: BasicsKeys) {
  const text = (key: string) => ctx.text(source[key], `basics.${key}`);
  return {
    name: text('name'),
    headline: text(keys.headline),
    email: ctx.email(source.email, 'basics.email'),
    phone: text('phone'),
    location: ctx.address(source.location, 'basics.location', [
      'address',
      'city',
      'region',
      'postalCode',
      keys.country,
    ]),
  };
}
