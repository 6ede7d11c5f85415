import {
  type ExportHeadings,
  type OutlineItem,
  type ResumeData,
  resumeOutline,
  type RichBlock,
  richBlocks,
  type TextRun,
} from '@vitae/schema';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun as DocxTextRun,
} from 'docx';
import sharp from 'sharp';

import { wordFont } from './word-fonts';

/** A picture's bytes as the guarded fetcher gave them, or none. */
export type ExportPicture = { bytes: Uint8Array; contentType: string } | undefined;

/** What a DOCX is written from: the resume (checked and with its defaults) and how to title it. */
export type DocxRequest = {
  data: ResumeData;
  options: { title: string; headings?: ExportHeadings; picture?: ExportPicture };
};

/** A4 and Letter in twentieths of a point. */
const pageSizes = {
  a4: { width: 11906, height: 16838 },
  letter: { width: 12240, height: 15840 },
} as const;

/** CSS pixels (the resume's margin) in twentieths of a point: 1 px is 0.75 pt. */
const twips = (px: number) => Math.round(px * 15);

const rtlLanguages = new Set(['ar-SA', 'fa-IR', 'he-IL']);

function runsOf(runs: TextRun[]): ParagraphChild[] {
  return runs.map((run) => {
    if (run.lineBreak) {
      return new DocxTextRun({ text: '', break: 1 });
    }
    const styled = new DocxTextRun({
      text: run.text,
      bold: run.bold,
      italics: run.italic,
      underline: run.underline || run.href ? {} : undefined,
      ...(run.href ? { style: 'Hyperlink' } : {}),
    });
    return run.href ? new ExternalHyperlink({ link: run.href, children: [styled] }) : styled;
  });
}

/** Rich text as Word paragraphs; each numbered list counts from 1 (its own instance). */
function blocksOf(
  blocks: RichBlock[],
  lists: { next: number },
  bidirectional: boolean,
): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      paragraphs.push(
        new Paragraph({
          children: runsOf(block.runs),
          bidirectional,
          ...(block.heading ? { heading: HeadingLevel.HEADING_4 } : {}),
        }),
      );
      continue;
    }
    const instance = (lists.next += 1);
    for (const item of block.items) {
      if (item.runs.length === 0) {
        continue;
      }
      const level = Math.min(item.level, 8);
      paragraphs.push(
        new Paragraph({
          children: runsOf(item.runs),
          bidirectional,
          ...(item.ordered
            ? { numbering: { reference: 'ordered', level, instance } }
            : { bullet: { level } }),
        }),
      );
    }
  }
  return paragraphs;
}

function link(text: string, href: string): ExternalHyperlink {
  return new ExternalHyperlink({
    link: href,
    children: [new DocxTextRun({ text, style: 'Hyperlink' })],
  });
}

function itemParagraphs(
  item: OutlineItem,
  lists: { next: number },
  bidirectional: boolean,
): Paragraph[] {
  const title = item.title.trim() || item.subtitle.trim();
  const subtitle = item.title.trim() ? item.subtitle.trim() : '';
  const paragraphs = [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      bidirectional,
      children: [
        new DocxTextRun({ text: title }),
        ...(subtitle ? [new DocxTextRun({ text: ` — ${subtitle}`, bold: false })] : []),
      ],
    }),
  ];
  const meta = [item.date, item.location].map((part) => part.trim()).filter(Boolean);
  if (meta.length) {
    paragraphs.push(
      new Paragraph({
        bidirectional,
        children: [new DocxTextRun({ text: meta.join(' · '), italics: true })],
      }),
    );
  }
  const extra = [item.description.trim(), item.level ? `${item.level}/5` : ''].filter(Boolean);
  if (extra.length) {
    paragraphs.push(new Paragraph({ bidirectional, text: extra.join(' · ') }));
  }
  if (item.url?.href) {
    paragraphs.push(
      new Paragraph({
        bidirectional,
        children: [link(item.url.label.trim() || item.url.href, item.url.href)],
      }),
    );
  }
  paragraphs.push(...blocksOf(richBlocks(item.summary), lists, bidirectional));
  if (item.keywords.length) {
    paragraphs.push(new Paragraph({ bidirectional, text: item.keywords.join(', ') }));
  }
  return paragraphs;
}

/** The picture as an inline image Word reads (PNG or JPEG), scaled to the resume's picture size; undefined when there is none. */
async function pictureRun(data: ResumeData, picture: ExportPicture): Promise<ImageRun | undefined> {
  if (!picture || data.basics.picture.effects.hidden) {
    return undefined;
  }
  try {
    const image = sharp(picture.bytes);
    const isJpeg = picture.contentType === 'image/jpeg';
    const bytes = isJpeg ? picture.bytes : await image.png().toBuffer();
    const { width = 1, height = 1 } = await sharp(picture.bytes).metadata();
    const size = Math.max(16, Math.min(data.basics.picture.size, 256));
    return new ImageRun({
      type: isJpeg ? 'jpg' : 'png',
      data: bytes,
      transformation: { width: size, height: Math.round((size * height) / width) },
      altText: { name: 'picture', description: data.basics.name, title: data.basics.name },
    });
  } catch {
    return undefined;
  }
}

/**
 * The resume as a Word document (docs/import-export.md#docx): the name as
 * the title, the headline and contacts, then each shown section in the
 * layout's order with a Heading 1, each item a Heading 2 with its date,
 * place, link, rich text (emphasis, links, bulleted and numbered lists) and
 * keywords. The page is the resume's size and margins, the text its font
 * (or Word's nearest) and language.
 */
export async function exportDocx(
  data: ResumeData,
  options: DocxRequest['options'],
): Promise<Uint8Array> {
  const outline = resumeOutline(data, options.headings);
  const bidirectional = rtlLanguages.has(outline.language);
  const font = wordFont(data.metadata.typography.font.family);
  const lists = { next: 0 };
  const header: Paragraph[] = [];
  const image = await pictureRun(data, options.picture);
  if (image) {
    header.push(new Paragraph({ children: [image] }));
  }
  if (outline.name) {
    header.push(new Paragraph({ heading: HeadingLevel.TITLE, bidirectional, text: outline.name }));
  }
  if (outline.headline) {
    header.push(
      new Paragraph({
        bidirectional,
        children: [new DocxTextRun({ text: outline.headline, italics: true })],
      }),
    );
  }
  if (outline.contacts.length) {
    header.push(
      new Paragraph({
        bidirectional,
        children: outline.contacts.flatMap((contact, index) => [
          ...(index ? [new DocxTextRun({ text: ' · ' })] : []),
          contact.href ? link(contact.text, contact.href) : new DocxTextRun({ text: contact.text }),
        ]),
      }),
    );
  }
  const body = outline.sections.flatMap((section) => [
    new Paragraph({ heading: HeadingLevel.HEADING_1, bidirectional, text: section.heading }),
    ...blocksOf(richBlocks(section.content), lists, bidirectional),
    ...section.items.flatMap((item) => itemParagraphs(item, lists, bidirectional)),
  ]);
  const margin = twips(data.metadata.page.margin);
  const size = pageSizes[data.metadata.page.format];
  const language = {
    value: outline.language,
    eastAsia: outline.language,
    bidirectional: outline.language,
  };
  const document = new Document({
    title: options.title,
    creator: data.basics.name || 'Vitae',
    description: 'Exported from Vitae',
    styles: {
      default: {
        document: {
          run: { font: font.name, size: data.metadata.typography.font.size * 1.5, language },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: 'ordered',
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size,
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        children: [...header, ...body],
      },
    ],
  });
  return Packer.toBuffer(document);
}
