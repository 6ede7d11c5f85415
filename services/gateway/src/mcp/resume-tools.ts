import {
  exportMarkdown,
  exportPlainText,
  itemSectionKeys,
  parseImport,
  type ResumeData,
  resumeDataSchema,
  slugify,
  templates,
} from '@vitae/schema';
import { z } from 'zod';

import {
  briefOf,
  changeDocument as changeStoredDocument,
  readDocument,
  type StoredDocument,
  versionTools,
} from './document-tools';
import { type McpTool, type ToolContext, ToolRefusal } from './tool-kit';

/**
 * The tools of Vitae's MCP server (docs/api.md#mcp): what an agent may do with
 * its person's resumes, each run as GraphQL operations through the gateway
 * with the key's own access token, so every service checks the person and the
 * key's scopes as for any other call.
 */

const summaryFields = 'id title slug visibility locked version updatedAt';
const resumeFields = `${summaryFields} data`;

/** A document export as render answers it. */
type ExportedFile = { fileName: string; contentType: string; base64: string };

type StoredResume = StoredDocument<ResumeData>;

const resumeId = z.string().min(1).describe('The resume id, as list_resumes answers it.');

/** A section that holds items: a built-in one by its key, or a custom one by its id. */
const sectionKey = z
  .string()
  .min(1)
  .describe(
    `A section with items: one of ${itemSectionKeys.join(', ')}, or the id of a custom section.`,
  );

function readResume(context: ToolContext, id: string): Promise<StoredResume> {
  return readDocument(
    context,
    { operation: 'McpResume', field: 'resume', fields: resumeFields },
    id,
  );
}

/**
 * Changes a resume's document and saves it on the version it read; a save in
 * between (the person typing in the builder) makes it read and change again,
 * once, so the agent never overwrites an edit it did not see.
 */
function changeDocument(
  context: ToolContext,
  id: string,
  change: (data: ResumeData) => void,
): Promise<StoredResume> {
  return changeStoredDocument({
    conflictCode: 'ResumeVersionConflict',
    read: () => readResume(context, id),
    change,
    schema: resumeDataSchema,
    invalid: 'The resume is not valid.',
    save: async (data, baseVersion) => {
      const saved = await context.graph(
        `mutation McpSave($id: ID!, $input: UpdateResumeInput!, $save: ResumeSaveInput) {
        updateResume(id: $id, input: $input, save: $save) { ${resumeFields} }
      }`,
        { id, input: { data, baseVersion }, save: { clientId: 'mcp' } },
      );
      return saved.updateResume as StoredResume;
    },
  });
}

/** The items of a section, built-in or custom; a missing section is refused by name. */
function itemsOf(data: ResumeData, section: string): Array<Record<string, unknown>> {
  if ((itemSectionKeys as readonly string[]).includes(section)) {
    return (data.sections as unknown as Record<string, { items: Array<Record<string, unknown>> }>)[
      section
    ].items;
  }
  const custom = data.sections.custom[section];
  if (!custom) {
    throw new ToolRefusal(
      'BAD_USER_INPUT',
      `section: "${section}" is neither a built-in section (${itemSectionKeys.join(', ')}) nor a custom section of this resume.`,
    );
  }
  return custom.items as unknown as Array<Record<string, unknown>>;
}

const brief = (resume: StoredResume) => briefOf(resume);

export const resumeTools: readonly McpTool[] = [
  {
    name: 'list_resumes',
    title: 'List resumes',
    description:
      "Lists the person's resumes (id, title, slug, visibility, locked, version, last change), newest change first.",
    scope: 'read',
    input: {},
    run: async (_args, context) =>
      (await context.graph(`query McpResumes { resumes { ${summaryFields} } }`)).resumes,
  },
  {
    name: 'get_resume',
    title: 'Read a resume',
    description:
      'Reads one resume with its whole document (basics, sections with their items, design in metadata). Rich text fields hold HTML.',
    scope: 'read',
    input: { id: resumeId },
    run: (args, context) => readResume(context, String(args.id)),
  },
  {
    name: 'create_resume',
    title: 'Create a resume',
    description:
      'Creates a resume. The slug (its public address) is made from the title unless given; `sample: true` starts from the sample resume instead of a blank one.',
    scope: 'write',
    input: {
      title: z.string().min(1).max(255).describe('The title, 1 to 255 characters.'),
      slug: z
        .string()
        .min(1)
        .max(100)
        .optional()
        .describe('Lowercase letters, digits and hyphens.'),
      visibility: z.enum(['private', 'public']).optional().describe('private unless told.'),
      sample: z.boolean().optional().describe('Start from the sample resume.'),
    },
    run: async (args, context) => {
      const title = String(args.title);
      const slug = (args.slug as string | undefined) ?? (slugify(title) || 'resume');
      const data = await context.graph(
        `mutation McpCreate($input: CreateResumeInput!) { createResume(input: $input) { ${resumeFields} } }`,
        { input: { title, slug, visibility: args.visibility, sample: args.sample } },
      );
      return brief(data.createResume as StoredResume);
    },
  },
  {
    name: 'update_basics',
    title: 'Change the basics',
    description:
      "Changes fields of the resume's basics (name, headline, email, phone, location, url {label, href}, …): the fields given replace those stored, the others stay.",
    scope: 'write',
    input: {
      id: resumeId,
      basics: z.record(z.string(), z.unknown()).describe('The basics fields to set.'),
    },
    run: async (args, context) =>
      brief(
        await changeDocument(context, String(args.id), (data) => {
          Object.assign(data.basics, args.basics);
        }),
      ),
  },
  {
    name: 'update_section',
    title: 'Change a section',
    description:
      'Renames, shows or hides a section, or sets the summary\'s text (HTML: <p>, <ul>, <strong>, <em>, <a href>). Section: "summary", a built-in section key or a custom section id.',
    scope: 'write',
    input: {
      id: resumeId,
      section: z
        .string()
        .min(1)
        .describe('"summary", a built-in section key or a custom section id.'),
      name: z.string().min(1).max(255).optional().describe('The heading shown.'),
      visible: z.boolean().optional(),
      content: z.string().optional().describe('The summary only: its rich text as HTML.'),
    },
    run: async (args, context) =>
      brief(
        await changeDocument(context, String(args.id), (data) => {
          const key = String(args.section);
          const section =
            key === 'summary'
              ? data.sections.summary
              : itemsOf(data, key) &&
                ((data.sections as unknown as Record<string, unknown>)[key] ??
                  data.sections.custom[key]);
          const target = section as { name: string; visible: boolean; content?: string };
          if (args.content !== undefined) {
            if (key !== 'summary') {
              throw new ToolRefusal(
                'BAD_USER_INPUT',
                'content: only the summary has content; other sections have items.',
              );
            }
            target.content = String(args.content);
          }
          if (args.name !== undefined) {
            target.name = String(args.name);
          }
          if (args.visible !== undefined) {
            target.visible = Boolean(args.visible);
          }
        }),
      ),
  },
  {
    name: 'set_item',
    title: 'Add or change an item',
    description:
      "Adds an item to a section (no itemId), or changes the item with that id (the fields given replace those stored). Read the resume first to see the section's item fields; rich text fields (summary) hold HTML.",
    scope: 'write',
    input: {
      id: resumeId,
      section: sectionKey,
      itemId: z.string().min(1).optional().describe("The item's id; leave out to add one."),
      item: z.record(z.string(), z.unknown()).describe("The item's fields."),
    },
    run: async (args, context) => {
      let itemId = args.itemId as string | undefined;
      const saved = await changeDocument(context, String(args.id), (data) => {
        const items = itemsOf(data, String(args.section));
        const fields = args.item as Record<string, unknown>;
        if (itemId === undefined) {
          const added = { ...fields, id: crypto.randomUUID().replace(/-/g, '').slice(0, 24) };
          itemId = added.id;
          items.push(added);
          return;
        }
        const item = items.find((candidate) => candidate.id === itemId);
        if (!item) {
          throw new ToolRefusal(
            'BAD_USER_INPUT',
            `itemId: no item "${itemId}" in ${String(args.section)}.`,
          );
        }
        Object.assign(item, fields, { id: itemId });
      });
      return { ...brief(saved), itemId };
    },
  },
  {
    name: 'remove_item',
    title: 'Remove an item',
    description: 'Removes the item with that id from a section.',
    scope: 'write',
    input: { id: resumeId, section: sectionKey, itemId: z.string().min(1) },
    run: async (args, context) =>
      brief(
        await changeDocument(context, String(args.id), (data) => {
          const items = itemsOf(data, String(args.section));
          const index = items.findIndex((item) => item.id === args.itemId);
          if (index < 0) {
            throw new ToolRefusal(
              'BAD_USER_INPUT',
              `itemId: no item "${String(args.itemId)}" in ${String(args.section)}.`,
            );
          }
          items.splice(index, 1);
        }),
      ),
  },
  {
    name: 'set_design',
    title: 'Set the template and design',
    description:
      'Sets the template, colours (#rrggbb), font, page format and margin; what is not given stays.',
    scope: 'write',
    input: {
      id: resumeId,
      template: z.enum(templates).optional(),
      primaryColor: z.string().optional().describe('#rrggbb'),
      textColor: z.string().optional().describe('#rrggbb'),
      backgroundColor: z.string().optional().describe('#rrggbb'),
      fontFamily: z.string().min(1).optional().describe('A font family, e.g. "IBM Plex Serif".'),
      fontSize: z.number().optional().describe('12 to 18.'),
      lineHeight: z.number().optional().describe('0 to 3.'),
      pageFormat: z.enum(['a4', 'letter']).optional(),
      margin: z.number().optional().describe('0 to 48.'),
    },
    run: async (args, context) =>
      brief(
        await changeDocument(context, String(args.id), (data) => {
          const { metadata } = data;
          const set = <T>(value: unknown, apply: (value: T) => void) => {
            if (value !== undefined) {
              apply(value as T);
            }
          };
          set<ResumeData['metadata']['template']>(args.template, (value) => {
            metadata.template = value;
          });
          set<string>(args.primaryColor, (value) => (metadata.theme.primary = value));
          set<string>(args.textColor, (value) => (metadata.theme.text = value));
          set<string>(args.backgroundColor, (value) => (metadata.theme.background = value));
          set<string>(args.fontFamily, (value) => (metadata.typography.font.family = value));
          set<number>(args.fontSize, (value) => (metadata.typography.font.size = value));
          set<number>(args.lineHeight, (value) => (metadata.typography.lineHeight = value));
          set<'a4' | 'letter'>(args.pageFormat, (value) => (metadata.page.format = value));
          set<number>(args.margin, (value) => (metadata.page.margin = value));
        }),
      ),
  },
  {
    name: 'print_pdf',
    title: 'Print a PDF',
    description:
      'Prints the resume as a PDF and answers the link to download it, with the same API key as the bearer token (its read scope).',
    scope: 'print',
    input: { id: resumeId },
    run: async (args, context) => {
      const data = await context.graph(`query McpPrint($id: ID!) { resume(id: $id) { pdfUrl } }`, {
        id: args.id,
      });
      const { pdfUrl } = data.resume as { pdfUrl: string };
      return { url: new URL(pdfUrl, context.origin).href };
    },
  },
  {
    name: 'export_document',
    title: 'Export a document',
    description:
      "Exports the resume as a Word document (docx), Markdown (md) or plain text (txt), as the builder's Export panel does: the text itself for md and txt, the file in base64 for docx, each with its file name.",
    scope: 'read',
    input: {
      id: resumeId,
      format: z.enum(['docx', 'md', 'txt']).describe('docx, md or txt.'),
    },
    run: async (args, context) => {
      const data = await context.graph(
        `query McpExport($id: ID!, $format: ExportFormat!) {
          resume(id: $id) { exportFile(format: $format) { fileName contentType base64 } }
        }`,
        { id: args.id, format: args.format },
      );
      const file = (data.resume as { exportFile: ExportedFile }).exportFile;
      return args.format === 'docx'
        ? file
        : {
            fileName: file.fileName,
            contentType: file.contentType,
            text: Buffer.from(file.base64, 'base64').toString('utf8'),
          };
    },
  },
  {
    name: 'import_json_resume',
    title: 'Import a JSON Resume',
    description:
      'Makes a new resume from a JSON Resume document (jsonresume.org schema 1.0), as the import dialog does; answers the resume and what the import had to change.',
    scope: 'write',
    input: {
      document: z.record(z.string(), z.unknown()).describe('The JSON Resume document.'),
      title: z.string().min(1).max(255).optional(),
      slug: z.string().min(1).max(100).optional(),
    },
    run: async (args, context) => {
      const result = parseImport('json-resume-json', JSON.stringify(args.document));
      if (!result.ok) {
        const [error] = result.errors;
        throw new ToolRefusal(
          'InvalidImport',
          `document${error.path ? `.${error.path}` : ''}: ${error.message}`,
        );
      }
      const data = await context.graph(
        `mutation McpImport($input: ImportResumeInput!) { importResume(input: $input) { ${resumeFields} } }`,
        { input: { title: args.title, slug: args.slug, data: result.data } },
      );
      return {
        ...brief(data.importResume as StoredResume),
        changed: result.warnings.map((warning) => `${warning.path}: ${warning.message}`),
      };
    },
  },
  ...versionTools({
    id: resumeId,
    fields: resumeFields,
    brief,
    list: {
      name: 'list_versions',
      title: 'List versions',
      description:
        "Lists the resume's saved versions, newest first: number, reason, when, name, and what changed.",
      operation: 'McpVersions',
      field: 'resumeVersions',
    },
    restore: {
      name: 'restore_version',
      title: 'Restore a version',
      description:
        'Brings a version back as the present resume; the present state is kept as a version first, so the restore can be undone by restoring that one.',
      operation: 'McpRestore',
      field: 'restoreResumeVersion',
    },
  }),
];

/** A resume's text for an agent to read: Markdown, or plain text as applicant tracking systems read it. */
export function resumeText(data: ResumeData, format: 'markdown' | 'text'): string {
  return (format === 'markdown' ? exportMarkdown(data) : exportPlainText(data)).text;
}

export { readResume };
