import { z } from 'zod';

import { idSchema, optionalEmailSchema, text, urlSchema } from './shared';

/** A custom field of the personal block, e.g. a Twitter handle with its icon. */
export const customFieldSchema = z.object({
  id: idSchema,
  icon: text(),
  name: text(),
  value: text(),
});
/** A custom field. */
export type CustomField = z.infer<typeof customFieldSchema>;

/** How the picture is drawn. */
export const pictureSchema = z
  .object({
    url: text(),
    size: z.number().min(0).max(1024).default(64),
    aspectRatio: z.number().min(0.1).max(2).default(1),
    borderRadius: z.number().min(0).max(9999).default(0),
    effects: z
      .object({
        hidden: z.boolean().default(false),
        border: z.boolean().default(false),
        grayscale: z.boolean().default(false),
      })
      .prefault({}),
  })
  .prefault({});
/** Picture options. */
export type Picture = z.infer<typeof pictureSchema>;

/** The personal block (docs/product.md#basics). */
export const basicsSchema = z
  .object({
    name: text(),
    headline: text(),
    email: optionalEmailSchema,
    phone: text(),
    location: text(),
    url: urlSchema,
    customFields: z.array(customFieldSchema).default([]),
    picture: pictureSchema,
  })
  .prefault({});
/** The personal block. */
export type Basics = z.infer<typeof basicsSchema>;
