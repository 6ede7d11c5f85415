import { templates } from '../../constants';
import { defaultLayout } from '../../metadata';
import { builtInSectionIds, customSectionLayoutId } from '../../sections';
import { personalDetails } from '../basics';
import { type ImportContext, isLoose, type Loose, own } from '../context';
import { finalise } from '../finalise';
import { importMessages } from '../messages';
import { textToHtml } from '../text-to-html';
import { type ImportResult } from '../types';
import { looksLikeV3, looksLikeV4 } from './detect';
import { v3CustomItem, v3ItemMappers } from './items';

/** v3's section keys and the model's, where they differ. */
const sectionKeys: Record<string, string> = { work: 'experience' };

/** docs/product.md#import-mappings: v3 photo shapes as the model's border radius. */
const shapeRadius: Record<string, number> = { square: 0, rounded: 6, circle: 9999 };

function basics(source: Loose, ctx: ImportContext): Loose {
  const photo = ctx.object(source.photo, 'basics.photo');
  const filters = ctx.object(photo.filters, 'basics.photo.filters');
  const shape = typeof filters.shape === 'string' ? own(shapeRadius, filters.shape) : undefined;
  return {
    ...personalDetails(source, ctx, { headline: 'headline', country: 'country' }),
    url: { label: '', href: ctx.href(source.website, 'basics.website') },
    // docs/product.md#import-mappings: v3 photo filters are size, border, grayscale and shape.
    picture: {
      url: photo.url === undefined ? '' : ctx.href(photo.url, 'basics.photo.url'),
      size: filters.size,
      borderRadius: shape,
      effects: {
        hidden: typeof photo.visible === 'boolean' ? !photo.visible : undefined,
        border: filters.border,
        grayscale: filters.grayscale,
      },
    },
  };
}

function header(source: Loose) {
  return {
    name: typeof source.name === 'string' ? source.name : undefined,
    // docs/product.md#import-mappings: v3 columns default to 1.
    columns: typeof source.columns === 'number' ? source.columns : 1,
    visible: typeof source.visible === 'boolean' ? source.visible : true,
  };
}

function sections(json: Loose, dateFormat: string, ctx: ImportContext) {
  const source = ctx.object(json.sections, 'sections');
  const built: Loose = {};
  const custom: Loose = {};
  const profiles = ctx.list(ctx.object(json.basics, 'basics').profiles, 'basics.profiles');
  built.profiles = {
    items: profiles.map((entry, index) => {
      const path = `basics.profiles.${index}`;
      const profile = ctx.object(entry, path);
      const network = ctx.text(profile.network, `${path}.network`);
      return ctx.from(
        {
          network,
          username: ctx.text(profile.username, `${path}.username`),
          icon: network.toLowerCase().replace(/\s+/g, ''),
          url: { href: ctx.href(profile.url, `${path}.url`) },
        },
        path,
      );
    }),
  };
  for (const [v3Key, value] of Object.entries(source)) {
    if (v3Key === '__proto__') {
      continue; // JSON.parse makes this an own key; assigning it would replace a prototype
    }
    const path = `sections.${v3Key}`;
    const section = ctx.object(value, path);
    const key = own(sectionKeys, v3Key) ?? v3Key;
    const mapper = own(v3ItemMappers, key);
    // docs/product.md#import-mappings: v3 sections are typed basic, work or custom; a user's own (or copied) section is one not built in.
    const map = mapper ?? v3CustomItem;
    const items = ctx.list(section.items, `${path}.items`).map((entry, index) => {
      const itemPath = `${path}.items.${index}`;
      return ctx.from(
        map({ item: ctx.object(entry, itemPath), path: itemPath, ctx, dateFormat }),
        itemPath,
      );
    });
    if (mapper) {
      built[key] = { ...header(section), items };
    } else {
      custom[v3Key] = { id: v3Key, ...header(section), items };
    }
  }
  built.summary = {
    content: textToHtml(ctx.text(ctx.object(json.basics, 'basics').summary, 'basics.summary')),
  };
  built.custom = custom;
  return built;
}

/** v3's layout with the model's ids; every section missing from it goes to the first page's main column. */
function layout(source: unknown, customIds: string[]): string[][][] {
  const known = new Set<string>([...builtInSectionIds, ...customIds.map(customSectionLayoutId)]);
  const rename = (id: string) =>
    own(sectionKeys, id) ?? (customIds.includes(id) ? customSectionLayoutId(id) : id);
  const pages = Array.isArray(source)
    ? source.filter(Array.isArray).map((page: unknown[]) =>
        page.filter(Array.isArray).map((column: unknown[]) =>
          column
            .filter((id): id is string => typeof id === 'string')
            .map(rename)
            .filter((id) => known.has(id)),
        ),
      )
    : [];
  const result = pages.length > 0 && pages[0].length > 0 ? pages : defaultLayout();
  const placed = new Set(result.flat(2));
  const missing = [...known].filter((id) => !placed.has(id));
  result[0][0].push(...missing);
  return result;
}

function metadata(json: Loose, customIds: string[], ctx: ImportContext): Loose {
  const source = ctx.object(json.metadata, 'metadata');
  const template = source.template;
  const known = (templates as readonly unknown[]).includes(template);
  if (template !== undefined && !known) {
    ctx.warn(
      'metadata.template',
      importMessages.reset(`There is no template named "${String(template)}".`),
      'unknownTemplate',
    );
  }
  const theme = ctx.object(source.theme, 'metadata.theme');
  const typography = ctx.object(source.typography, 'metadata.typography');
  const page = ctx.object(source.page, 'metadata.page');
  const format = typeof page.format === 'string' ? page.format.toLowerCase() : undefined;
  return {
    template: known ? template : undefined,
    layout: layout(source.layout, customIds),
    css: source.css,
    page: {
      format: format === 'a4' || format === 'letter' ? format : undefined,
      options: { breakLine: page.breakLine },
    },
    theme: { background: theme.background, text: theme.text, primary: theme.primary },
    typography: {
      font: {
        family: ctx.object(typography.family, 'metadata.typography.family').body,
        size: ctx.object(typography.size, 'metadata.typography.size').body,
      },
    },
  };
}

/**
 * A Reactive Resume v3 export: v3 sections become the model's (work becomes
 * experience, sections a user made become custom sections), levels are halved,
 * the photo's filters become picture options, dates are written with the
 * file's own date format.
 */
export function parseReactiveResumeV3(json: unknown, ctx: ImportContext): ImportResult {
  if (
    !isLoose(json) ||
    !isLoose(json.basics) ||
    !isLoose(json.sections) ||
    (looksLikeV4(json) && !looksLikeV3(json))
  ) {
    return {
      ok: false,
      errors: [{ path: '', message: importMessages.notFormat('Reactive Resume v3') }],
    };
  }
  const source = ctx.object(json.metadata, 'metadata');
  const dateSettings = isLoose(source.date) ? source.date : {};
  const dateFormat =
    typeof dateSettings.format === 'string' && dateSettings.format !== ''
      ? dateSettings.format
      : 'MMMM YYYY';
  const personal = basics(json.basics, ctx);
  const built = sections(json, dateFormat, ctx);
  const customIds = Object.keys(built.custom as Loose);
  return finalise(
    { basics: personal, sections: built, metadata: metadata(json, customIds, ctx) },
    ctx,
  );
}
