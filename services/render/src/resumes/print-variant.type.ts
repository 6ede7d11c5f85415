import { registerEnumType } from 'type-graphql';

/** How a resume is printed (docs/render.md#the-plain-version). */
export enum PrintVariantType {
  designed = 'designed',
  plain = 'plain',
}

registerEnumType(PrintVariantType, {
  name: 'PrintVariant',
  description:
    "How the PDF is drawn: designed (the resume's template, the default) or plain (one column, no picture, black text, for ATS portals).",
});
