import { type Locale, locales } from '../../constants';
import { personalDetails } from '../basics';
import { type ImportContext, isLoose, type Loose } from '../context';
import { finalise } from '../finalise';
import { importMessages } from '../messages';
import { textToHtml } from '../text-to-html';
import { type ImportResult } from '../types';
import { jsonResumeSections } from './items';

/** The top-level keys of JSON Resume 1.0. */
const jsonResumeKeys = ['basics', 'meta', ...jsonResumeSections.map((section) => section.file)];

/** The last part of a profile link's path: the username when a file gives only the link. */
function usernameFromUrl(href: string): string {
  try {
    return (
      new URL(href).pathname
        .split('/')
        .filter((part) => part !== '')
        .pop() ?? ''
    );
  } catch {
    return '';
  }
}

function basics(source: Loose, ctx: ImportContext): Loose {
  return {
    // docs/product.md#import-mappings: label becomes headline.
    ...personalDetails(source, ctx, { headline: 'label', country: 'countryCode' }),
    url: { label: '', href: ctx.href(source.url ?? source.website, 'basics.url') },
    picture: { url: source.image === undefined ? '' : ctx.href(source.image, 'basics.image') },
  };
}

function profiles(source: Loose, ctx: ImportContext): Loose[] {
  return ctx.list(source.profiles, 'basics.profiles').map((value, index) => {
    const path = `basics.profiles.${index}`;
    const profile = ctx.object(value, path);
    const network = ctx.text(profile.network, `${path}.network`);
    const href = ctx.href(profile.url, `${path}.url`);
    return ctx.from(
      {
        network,
        username: ctx.text(profile.username, `${path}.username`) || usernameFromUrl(href),
        // docs/product.md#import-mappings: the icon is the lower-cased network (spaces dropped, as icon slugs have none).
        icon: network.toLowerCase().replace(/\s+/g, ''),
        url: { href },
      },
      path,
    );
  });
}

/**
 * The resume's language from `meta.language` (docs/import-export.md#dates): one
 * of our locales ("de-DE", any case) or a language we have ("de" is de-DE, the
 * first of the list for a language with two); undefined for anything else.
 */
function resumeLanguage(value: unknown): Locale | undefined {
  if (typeof value !== 'string') {
    return undefined;
  }
  const wanted = value.trim().replace(/_/g, '-').toLowerCase();
  const exact = locales.find((locale) => locale.toLowerCase() === wanted);
  return exact ?? locales.find((locale) => locale.split('-')[0].toLowerCase() === wanted);
}

/**
 * A JSON Resume 1.0 document (jsonresume.org): each section becomes the
 * model's, ISO 8601 dates are written in the resume's language and joined into a period, levels are read from their words, summaries
 * and highlights become rich text.
 */
export function parseJsonResume(json: unknown, ctx: ImportContext): ImportResult {
  const isJsonResume =
    isLoose(json) &&
    jsonResumeKeys.some((key) => key in json) &&
    // A Reactive Resume file also has `basics`; its `sections` and `metadata` tell it apart.
    !('sections' in json && 'metadata' in json);
  if (!isJsonResume) {
    return { ok: false, errors: [{ path: '', message: importMessages.notFormat('JSON Resume') }] };
  }
  const language = resumeLanguage(ctx.object(json.meta, 'meta').language);
  if (language !== undefined) {
    ctx.language = language;
  }
  const source = ctx.object(json.basics, 'basics');
  const personal = basics(source, ctx);
  const sections: Loose = {
    summary: { content: textToHtml(ctx.text(source.summary, 'basics.summary')) },
    profiles: { items: profiles(source, ctx) },
  };
  for (const { file, key, map } of jsonResumeSections) {
    sections[key] = {
      items: ctx.list(json[file], file).map((value, index) => {
        const path = `${file}.${index}`;
        return ctx.from(map({ entry: ctx.object(value, path), path, ctx }), path);
      }),
    };
  }
  return finalise(
    { basics: personal, sections, metadata: language === undefined ? {} : { language } },
    ctx,
  );
}
