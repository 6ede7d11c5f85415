import { exportMarkdown, exportPlainText, type ResumeData, resumeDataSchema } from '@vitae/schema';
import { type Logger } from 'pino';

import { type PictureFetcher } from '../chromium/inline-picture';
import { RenderError } from '../render.errors';
import { type ExportPicture } from './docx-export';
import { createDocxRunner } from './docx-runner';
import { type HeadingSource } from './export-headings';

/** The document formats of docs/import-export.md#export, by the route's name for them. */
export const exportFormats = ['docx', 'md', 'txt'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportContentTypes: Record<ExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** An exported file: its name (the resume's title), its type and its bytes. */
export type ExportedFile = { fileName: string; contentType: string; content: Buffer };

/**
 * A file name made of the resume's title: no control characters, slashes,
 * backslashes, quotes or characters Windows refuses, at most 100 characters,
 * "resume" when nothing is left. The gateway encodes it for the header.
 */
export function exportFileName(title: string, format: ExportFormat): string {
  const base = title
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"*/:<>?\\|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
  return `${base || 'resume'}.${format}`;
}

export type ResumeExports = {
  export(resume: { title: string; data: unknown }, format: ExportFormat): Promise<ExportedFile>;
  /** Ends the DOCX thread. */
  close(): Promise<void>;
};

/**
 * Writes a resume as DOCX, Markdown or plain text: the headings in its
 * language, the picture (DOCX) through storage's guarded fetcher as a print
 * reads it; a picture that cannot be had is left out.
 */
export function createResumeExports(options: {
  headings: HeadingSource;
  pictures: PictureFetcher;
  logger: Logger;
}): ResumeExports {
  const docx = createDocxRunner();
  const picture = async (data: ResumeData): Promise<ExportPicture> => {
    const { url, effects } = data.basics.picture;
    if (!url || effects.hidden) {
      return undefined;
    }
    try {
      if (url.startsWith('data:')) {
        const match = /^data:(image\/[a-z+.-]+);base64,(.*)$/s.exec(url);
        return match
          ? { contentType: match[1], bytes: Buffer.from(match[2], 'base64') }
          : undefined;
      }
      return await options.pictures.fetchImage(url);
    } catch (error) {
      options.logger.warn({ err: error, url }, 'picture left out of the export');
      return undefined;
    }
  };
  return {
    async export(resume, format) {
      const parsed = resumeDataSchema.safeParse(resume.data);
      if (!parsed.success) {
        throw new RenderError('ResumePrinterError', parsed.error);
      }
      const data = parsed.data;
      const headings = await options.headings(data.metadata.language);
      const fileName = exportFileName(resume.title, format);
      const contentType = exportContentTypes[format];
      if (format === 'md') {
        return { fileName, contentType, content: Buffer.from(exportMarkdown(data, headings).text) };
      }
      if (format === 'txt') {
        return {
          fileName,
          contentType,
          content: Buffer.from(exportPlainText(data, headings).text),
        };
      }
      const bytes = await docx.run({
        data,
        options: { title: resume.title, headings, picture: await picture(data) },
      });
      return {
        fileName,
        contentType,
        content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      };
    },
    close: () => docx.close(),
  };
}
