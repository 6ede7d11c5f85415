import {
  type CustomField,
  customFieldSchema,
  hrefSchema,
  limits,
  optionalEmailSchema,
  pictureSchema,
  type ResumeData,
} from '@vitae/schema';

/** docs/product.md#resume-fields: the basics email is empty or a valid address. */
export function emailIsValid(value: string): boolean {
  return optionalEmailSchema.safeParse(value).success;
}

/** docs/product.md#resume-fields: a link's href is empty or a web address ("URL must start with https://"). */
export function hrefIsValid(value: string): boolean {
  return hrefSchema.safeParse(value).success;
}

/**
 * A picture's address: empty, a web address, or inline image data (what the
 * artboard draws; any other value is kept but not drawn).
 */
export function pictureUrlIsValid(value: string): boolean {
  return /^data:image\//i.test(value) || hrefIsValid(value);
}

/** The picture size field's bounds (docs/product.md#basics: default 64; the field's placeholder is 128). */
export const pictureSize = { min: 0, max: 1024, default: 64, placeholder: 128 } as const;

/**
 * The size a person typed, as the document stores it: a whole number within
 * the bounds, or null while the text is not a number (the field keeps its text
 * and the document its last size).
 */
export function parsePictureSize(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) {
    return null;
  }
  const value = Math.round(Number(trimmed));
  return Math.min(pictureSize.max, Math.max(pictureSize.min, value));
}

/** Basics editor (docs/product.md#basics-editor): the aspect-ratio presets. */
export const aspectRatioPresets = [
  { key: 'square', value: 1 },
  { key: 'portrait', value: 0.75 },
  { key: 'horizontal', value: 1.33 },
] as const;

/** Basics editor (docs/product.md#basics-editor): the border-radius presets. */
export const borderRadiusPresets = [
  { key: 'square', value: 0 },
  { key: 'rounded', value: 6 },
  { key: 'circle', value: 9999 },
] as const;

export const aspectRatioBounds = limits.pictureAspectRatio;
export const borderRadiusBounds = limits.pictureBorderRadius;

/** The picture effects, in the order the editor lists them. */
export const pictureEffects = ['hidden', 'border', 'grayscale'] as const;
export type PictureEffect = (typeof pictureEffects)[number];

/** The picture as it is when none was ever set: the schema's defaults. */
export const defaultPicture = pictureSchema.parse({});

/** A new, empty custom field with its own id (the schema's cuid2 default). */
export function newCustomField(): CustomField {
  return customFieldSchema.parse({});
}

type Basics = ResumeData['basics'];

function withCustomFields(
  data: ResumeData,
  change: (fields: Basics['customFields']) => Basics['customFields'],
): ResumeData {
  return { ...data, basics: { ...data.basics, customFields: change(data.basics.customFields) } };
}

/** Appends a custom field. */
export function addCustomField(
  data: ResumeData,
  field: CustomField = newCustomField(),
): ResumeData {
  return withCustomFields(data, (fields) => [...fields, field]);
}

/** Changes one custom field (by id); the others keep their identity. */
export function updateCustomField(
  data: ResumeData,
  id: string,
  changes: Partial<Omit<CustomField, 'id'>>,
): ResumeData {
  return withCustomFields(data, (fields) =>
    fields.map((field) => (field.id === id ? { ...field, ...changes } : field)),
  );
}

/** Removes one custom field (by id). */
export function removeCustomField(data: ResumeData, id: string): ResumeData {
  return withCustomFields(data, (fields) => fields.filter((field) => field.id !== id));
}

/**
 * Moves the custom field `id` to where `overId` is (a drop on another row, or
 * a move up or down). The document is unchanged when either is unknown or they
 * are the same.
 */
export function moveCustomField(data: ResumeData, id: string, overId: string): ResumeData {
  const fields = data.basics.customFields;
  const from = fields.findIndex((field) => field.id === id);
  const to = fields.findIndex((field) => field.id === overId);
  if (from < 0 || to < 0 || from === to) {
    return data;
  }
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return withCustomFields(data, () => next);
}

/** Makes a stored picture's address absolute, so the artboard and the printer can load it. */
export function absolutePictureUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}
