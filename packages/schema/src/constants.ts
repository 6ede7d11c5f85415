/** The 46 interface locales, in the order of docs/product.md#locales. */
export const locales = [
  'af-ZA',
  'am-ET',
  'ar-SA',
  'bg-BG',
  'bn-BD',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-US',
  'es-ES',
  'fa-IR',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'hi-IN',
  'hu-HU',
  'id-ID',
  'it-IT',
  'ja-JP',
  'km-KH',
  'kn-IN',
  'ko-KR',
  'lt-LT',
  'ml-IN',
  'mr-IN',
  'ne-NP',
  'nl-NL',
  'no-NO',
  'or-IN',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sr-SP',
  'sv-SE',
  'ta-IN',
  'te-IN',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const;
/** One of the supported locales. */
export type Locale = (typeof locales)[number];
/** The locale a user gets when they name none. */
export const defaultLocale: Locale = 'en-US';

/** The locales written right to left: the interface and a resume in them are mirrored. */
export const rightToLeftLocales: readonly Locale[] = ['ar-SA', 'fa-IR', 'he-IL'];

/** The writing direction of a locale (the interface's, or a resume's). */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return (rightToLeftLocales as readonly string[]).includes(locale) ? 'rtl' : 'ltr';
}

/**
 * The English name of each built-in section, and of a section the person adds
 * (docs/product.md#sections): a section has it until the person renames it.
 */
export const defaultSectionNames = {
  summary: 'Summary',
  awards: 'Awards',
  certifications: 'Certifications',
  education: 'Education',
  experience: 'Experience',
  volunteer: 'Volunteering',
  interests: 'Interests',
  languages: 'Languages',
  profiles: 'Profiles',
  projects: 'Projects',
  publications: 'Publications',
  references: 'References',
  skills: 'Skills',
  custom: 'Custom Section',
} as const;

/** The resume templates, in the order of docs/product.md#templates. */
export const templates = [
  'azurill',
  'bronzor',
  'chikorita',
  'ditto',
  'gengar',
  'glalie',
  'kakuna',
  'leafish',
  'nosepass',
  'onyx',
  'pikachu',
  'rhyhorn',
  'rotom',
  'slowking',
  'swablu',
  'unown',
  'xatu',
  'zangoose',
] as const;
/** One of the templates. */
export type TemplateName = (typeof templates)[number];
/** The template of a new resume. */
export const defaultTemplate: TemplateName = 'rhyhorn';

/** Page formats and their size in millimetres (docs/product.md#other-shapes). */
export const pageSizes = {
  a4: { width: 210, height: 297 },
  letter: { width: 216, height: 279 },
} as const;
/** A page format. */
export type PageFormat = keyof typeof pageSizes;

/** The quick-pick font families of the typography panel (docs/product.md#design-tools). */
export const quickPickFonts = [
  'Open Sans',
  'Merriweather',
  'Roboto Condensed',
  'Playfair Display',
  'Lato',
  'Lora',
  'PT Sans',
  'PT Serif',
  'IBM Plex Sans',
  'IBM Plex Serif',
] as const;

/** Layout breakpoints in px (docs/product.md#defaults-and-limits). */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1400 } as const;

/** Business limits of docs/product.md#defaults-and-limits. */
export const limits = {
  saveDelayMs: 500,
  undoSteps: 100,
  queryFreshMs: 60_000,
  toastRemoveDelayMs: 5_000,
  passwordMinLength: 6,
  usernameMinLength: 3,
  usernameMaxLength: 255,
  twoFactorCodeLength: 6,
  backupCodeCount: 10,
  backupCodeLength: 10,
  level: { min: 0, max: 5, default: 1 },
  columns: { min: 1, max: 5, default: 1 },
  margin: { min: 0, max: 48, step: 2, default: 18 },
  fontSize: { min: 12, max: 18, step: 0.05, default: 14 },
  lineHeight: { min: 0, max: 3, step: 0.05, default: 1.5 },
  pictureAspectRatio: { min: 0.1, max: 2, step: 0.05, default: 1 },
  pictureBorderRadius: { min: 0, max: 9999, step: 2, default: 0 },
  panel: { minPx: 48, maxPercent: 45, defaultPercent: 30 },
  richEditorHeightPx: { min: 160, max: 200 },
} as const;

/** Suffixes a duplicated resume gets (docs/product.md#resume-duplicate). */
export const copySuffix = { title: ' (Copy)', slug: '-copy' } as const;
