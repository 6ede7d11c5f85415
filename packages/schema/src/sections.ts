import { z } from 'zod';

import { defaultSectionNames } from './constants';
import { richText } from './rich-text';
import {
  itemShape,
  keywordsSchema,
  levelSchema,
  paginationShape,
  requiredText,
  text,
  urlSchema,
} from './shared';

// ---- Items: one schema per section, with its required main field (docs/product.md#resume-fields) ----

export const awardSchema = z.object({
  ...itemShape,
  title: requiredText('Title'),
  awarder: text(),
  date: text(),
  summary: richText(),
  url: urlSchema,
});
export type Award = z.infer<typeof awardSchema>;

export const certificationSchema = z.object({
  ...itemShape,
  name: requiredText('Name'),
  issuer: text(),
  date: text(),
  summary: richText(),
  url: urlSchema,
});
export type Certification = z.infer<typeof certificationSchema>;

export const educationSchema = z.object({
  ...itemShape,
  institution: requiredText('Institution'),
  studyType: text(),
  area: text(),
  score: text(),
  date: text(),
  summary: richText(),
  url: urlSchema,
});
export type Education = z.infer<typeof educationSchema>;

export const experienceSchema = z.object({
  ...itemShape,
  company: requiredText('Company'),
  position: text(),
  location: text(),
  date: text(),
  summary: richText(),
  url: urlSchema,
});
export type Experience = z.infer<typeof experienceSchema>;

export const interestSchema = z.object({
  ...itemShape,
  name: requiredText('Name'),
  keywords: keywordsSchema,
});
export type Interest = z.infer<typeof interestSchema>;

export const languageSchema = z.object({
  ...itemShape,
  name: requiredText('Name'),
  description: text(),
  level: levelSchema,
});
export type Language = z.infer<typeof languageSchema>;

export const profileSchema = z.object({
  ...itemShape,
  network: requiredText('Network'),
  username: requiredText('Username'),
  /** A slug of the bundled icon set, e.g. "github". */
  icon: text(),
  url: urlSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const projectSchema = z.object({
  ...itemShape,
  name: requiredText('Name'),
  description: text(),
  date: text(),
  summary: richText(),
  keywords: keywordsSchema,
  url: urlSchema,
});
export type Project = z.infer<typeof projectSchema>;

export const publicationSchema = z.object({
  ...itemShape,
  name: requiredText('Name'),
  publisher: text(),
  date: text(),
  summary: richText(),
  url: urlSchema,
});
export type Publication = z.infer<typeof publicationSchema>;

export const referenceSchema = z.object({
  ...itemShape,
  name: requiredText('Name'),
  description: text(),
  summary: richText(),
  url: urlSchema,
});
export type Reference = z.infer<typeof referenceSchema>;

/** Skills have no required field (docs/product.md#resume-fields). */
export const skillSchema = z.object({
  ...itemShape,
  name: text(),
  description: text(),
  level: levelSchema,
  keywords: keywordsSchema,
});
export type Skill = z.infer<typeof skillSchema>;

export const volunteerSchema = z.object({
  ...itemShape,
  organization: requiredText('Organization'),
  position: text(),
  location: text(),
  date: text(),
  summary: richText(),
  url: urlSchema,
});
export type Volunteer = z.infer<typeof volunteerSchema>;

export const customItemSchema = z.object({
  ...itemShape,
  name: text(),
  description: text(),
  date: text(),
  location: text(),
  summary: richText(),
  keywords: keywordsSchema,
  url: urlSchema,
});
export type CustomItem = z.infer<typeof customItemSchema>;

// ---- Sections ----

/** What every section header has (docs/product.md#sections). */
const headerShape = {
  columns: z.number().int().min(1).max(5).default(1),
  /** Kept for Reactive Resume v4 compatibility: whether links show on their own line. */
  separateLinks: z.boolean().default(true),
  visible: z.boolean().default(true),
  ...paginationShape,
};

/** A built-in section: its id is fixed whatever the input says. */
function builtIn<const Id extends keyof typeof defaultSectionNames, Item extends z.ZodType>(
  id: Id,
  item: Item,
) {
  return z
    .object({
      id: z.literal(id).catch(id),
      name: z.string().default(defaultSectionNames[id]),
      ...headerShape,
      items: z.array(item).default([]),
    })
    .prefault({ id });
}

/** The summary: a section whose content is rich text. */
export const summarySectionSchema = z
  .object({
    id: z.literal('summary').catch('summary'),
    name: z.string().default(defaultSectionNames.summary),
    ...headerShape,
    content: richText(),
  })
  .prefault({ id: 'summary' });

/** A section a user made; listed in the layout as `custom.<id>`. */
export const customSectionSchema = z.object({
  id: z.string().min(1),
  name: z.string().default(defaultSectionNames.custom),
  ...headerShape,
  items: z.array(customItemSchema).default([]),
});
export type CustomSection = z.infer<typeof customSectionSchema>;

/** Every section of a resume (docs/product.md#sections). */
export const sectionsSchema = z
  .object({
    summary: summarySectionSchema,
    awards: builtIn('awards', awardSchema),
    certifications: builtIn('certifications', certificationSchema),
    education: builtIn('education', educationSchema),
    experience: builtIn('experience', experienceSchema),
    volunteer: builtIn('volunteer', volunteerSchema),
    interests: builtIn('interests', interestSchema),
    languages: builtIn('languages', languageSchema),
    profiles: builtIn('profiles', profileSchema),
    projects: builtIn('projects', projectSchema),
    publications: builtIn('publications', publicationSchema),
    references: builtIn('references', referenceSchema),
    skills: builtIn('skills', skillSchema),
    custom: z.record(z.string(), customSectionSchema).default({}),
  })
  .prefault({});
export type Sections = z.infer<typeof sectionsSchema>;

/** The keys of the built-in sections that hold items. */
export const itemSectionKeys = [
  'awards',
  'certifications',
  'education',
  'experience',
  'volunteer',
  'interests',
  'languages',
  'profiles',
  'projects',
  'publications',
  'references',
  'skills',
] as const;
export type ItemSectionKey = (typeof itemSectionKeys)[number];

/** Every built-in section id, the summary included. */
export const builtInSectionIds = ['summary', ...itemSectionKeys] as const;
export type BuiltInSectionId = (typeof builtInSectionIds)[number];

/** The layout id of a custom section (docs/product.md#section-actions: only these may be removed). */
export const customSectionLayoutId = (id: string) => `custom.${id}`;
