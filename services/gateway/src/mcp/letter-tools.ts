import {
  exportLetterJson,
  type LetterData,
  letterDataSchema,
  letterFromResume,
  type ResumeData,
  resumeTitleMaxLength,
  templates,
} from '@vitae/schema';
import { z } from 'zod';

import { letterFileName } from '../rest/letter-routes';
import {
  briefOf,
  changeDocument,
  readDocument,
  type StoredDocument,
  versionTools,
} from './document-tools';
import { type McpTool, type ToolContext, ToolRefusal } from './tool-kit';

/**
 * The MCP server's tools for cover letters (docs/api.md#mcp): what an agent
 * may do with its person's letters, each run as GraphQL operations of the
 * resume subgraph's letter fields (docs/resume.md#letters) through the
 * gateway with the key's own access token, as the resume tools are. Another
 * person's letter is LetterNotFound, exactly as a missing one.
 */

const summaryFields = 'id title slug visibility locked version resumeId updatedAt';
const letterFields = `${summaryFields} data`;

type StoredLetter = StoredDocument<LetterData> & { resumeId: string | null };

const letterId = z.string().min(1).describe('The letter id, as list_letters answers it.');

function readLetter(context: ToolContext, id: string): Promise<StoredLetter> {
  return readDocument(
    context,
    { operation: 'McpLetter', field: 'letter', fields: letterFields },
    id,
  );
}

/**
 * Changes a letter's document and saves it on the version it read, checked
 * by the letter model first (a refusal names the field); a save in between
 * makes it read and change again, once, as a resume's change does.
 */
function changeLetter(
  context: ToolContext,
  id: string,
  change: (data: LetterData, letter: StoredLetter) => void,
): Promise<StoredLetter> {
  return changeDocument({
    conflictCode: 'LetterVersionConflict',
    read: () => readLetter(context, id),
    change,
    schema: letterDataSchema,
    invalid: 'The letter is not valid.',
    save: async (data, baseVersion) => {
      const saved = await context.graph(
        `mutation McpLetterSave($id: ID!, $data: JSONObject!, $baseVersion: Int!) {
        updateLetterData(id: $id, data: $data, baseVersion: $baseVersion) { ${letterFields} }
      }`,
        { id, data, baseVersion },
      );
      return saved.updateLetterData as StoredLetter;
    },
  });
}

const brief = (letter: StoredLetter) => ({ ...briefOf(letter), resumeId: letter.resumeId });

/** A title for a letter the agent did not name: the job it answers, else the resume's. */
function letterTitle(resumeTitle: string, role: string, company: string): string {
  const title =
    role && company
      ? `${role} at ${company}`
      : role || (company ? `Cover letter to ${company}` : `${resumeTitle} cover letter`);
  return title.slice(0, resumeTitleMaxLength);
}

/** Sets what was given; what was not stays. */
function setGiven<T>(value: unknown, apply: (value: T) => void): void {
  if (value !== undefined) {
    apply(value as T);
  }
}

const text = (what: string) => z.string().optional().describe(what);

export const letterTools: readonly McpTool[] = [
  {
    name: 'list_letters',
    title: 'List cover letters',
    description:
      "Lists the person's cover letters (id, title, slug, visibility, locked, version, the resume each goes with, last change), newest change first.",
    scope: 'read',
    input: {},
    run: async (_args, context) =>
      (await context.graph(`query McpLetters { letters { ${summaryFields} } }`)).letters,
  },
  {
    name: 'get_letter',
    title: 'Read a cover letter',
    description:
      'Reads one cover letter with its whole document: sender, recipient, date, subject, salutation, body (HTML), closing, signature, and its design in metadata.',
    scope: 'read',
    input: { id: letterId },
    run: (args, context) => readLetter(context, String(args.id)),
  },
  {
    name: 'create_letter_from_resume',
    title: 'Write a cover letter from a resume',
    description:
      "Makes a new private cover letter from one of the person's resumes: the sender, signature and design from the resume, the company as recipient and the role as subject; the posting's text is kept in the letter's private notes. The letter goes with the resume (follows its design). The body, salutation and closing start empty: fill them with update_letter.",
    scope: 'write',
    input: {
      resumeId: z.string().min(1).describe('The resume id, as list_resumes answers it.'),
      company: z.string().optional().describe('The company the letter is written to.'),
      role: z.string().optional().describe('The job applied for; becomes the subject.'),
      posting: z
        .string()
        .optional()
        .describe("The job posting's text, kept in the private notes (never printed)."),
      title: z
        .string()
        .min(1)
        .max(resumeTitleMaxLength)
        .optional()
        .describe('The title; "<role> at <company>" (or what of it is known) unless given.'),
      slug: z
        .string()
        .min(1)
        .max(100)
        .optional()
        .describe('Lowercase letters, digits and hyphens; from the title unless given.'),
    },
    run: async (args, context) => {
      const source = await context.graph(
        `query McpLetterSource($id: ID!) { resume(id: $id) { id title data } }`,
        { id: args.resumeId },
      );
      const resume = source.resume as { id: string; title: string; data: ResumeData };
      const company = typeof args.company === 'string' ? args.company.trim() : '';
      const role = typeof args.role === 'string' ? args.role.trim() : '';
      const made = letterFromResume(resume.data, {
        company,
        role,
        description: args.posting as string | undefined,
      });
      const data = { ...made, metadata: { ...made.metadata, resumeId: resume.id } };
      const title = (args.title as string | undefined) ?? letterTitle(resume.title, role, company);
      // A new letter with its document in one step: the slug is made from the title
      // unless given, and a taken one gets a free -2, -3, ….
      const created = await context.graph(
        `mutation McpLetterCreate($input: ImportLetterInput!) { importLetter(input: $input) { ${letterFields} } }`,
        { input: { title, slug: args.slug, data } },
      );
      return brief(created.importLetter as StoredLetter);
    },
  },
  {
    name: 'update_letter',
    title: 'Change a cover letter',
    description:
      "Changes the letter's text: the recipient (name, title, company, address), date (YYYY-MM-DD, or empty for the day it is printed), subject, salutation, body (HTML: <p>, <ul>, <strong>, <em>, <a href>), closing and the signature's name. The fields given replace those stored, the others stay.",
    scope: 'write',
    input: {
      id: letterId,
      recipient: z
        .object({
          name: text("The recipient's name."),
          title: text("The recipient's job title."),
          company: text('The company.'),
          address: text('The postal address, one line per line.'),
        })
        .optional(),
      date: text('YYYY-MM-DD, or empty for the day the letter is printed.'),
      subject: text('One line.'),
      salutation: text('One line, e.g. "Dear Ms Rivera,".'),
      body: text('The letter itself, as HTML.'),
      closing: text('One line, e.g. "Kind regards,".'),
      signatureName: text('The typed name under the letter.'),
    },
    run: async (args, context) => {
      const fields = ['recipient', 'date', 'subject', 'salutation', 'body', 'closing'] as const;
      if ([...fields, 'signatureName'].every((field) => args[field] === undefined)) {
        throw new ToolRefusal(
          'BAD_USER_INPUT',
          `Give at least one of ${[...fields, 'signatureName'].join(', ')}.`,
        );
      }
      return brief(
        await changeLetter(context, String(args.id), (data) => {
          setGiven<Partial<LetterData['recipient']>>(args.recipient, (value) =>
            Object.assign(data.recipient, value),
          );
          setGiven<string>(args.date, (value) => (data.date = value));
          setGiven<string>(args.subject, (value) => (data.subject = value));
          setGiven<string>(args.salutation, (value) => (data.salutation = value));
          setGiven<string>(args.body, (value) => (data.body = value));
          setGiven<string>(args.closing, (value) => (data.closing = value));
          setGiven<string>(args.signatureName, (value) => (data.signature.name = value));
        }),
      );
    },
  },
  {
    name: 'set_letter_design',
    title: "Set a cover letter's design",
    description:
      "Gives the letter a design of its own (template, colours #rrggbb; what is not given stays), or makes it follow its resume's design again (followResume: true, only for a letter that goes with a resume).",
    scope: 'write',
    input: {
      id: letterId,
      template: z.enum(templates).optional(),
      primaryColor: text('#rrggbb'),
      textColor: text('#rrggbb'),
      backgroundColor: text('#rrggbb'),
      followResume: z
        .boolean()
        .optional()
        .describe("true: take the resume's design as it changes; false: keep the letter's own."),
    },
    run: async (args, context) => {
      const design = ['template', 'primaryColor', 'textColor', 'backgroundColor'].filter(
        (field) => args[field] !== undefined,
      );
      if (design.length === 0 && args.followResume === undefined) {
        throw new ToolRefusal('BAD_USER_INPUT', 'Give a template, a colour, or followResume.');
      }
      if (args.followResume === true && design.length > 0) {
        throw new ToolRefusal(
          'BAD_USER_INPUT',
          `followResume: a letter that follows its resume takes the resume's design; leave out ${design.join(', ')}.`,
        );
      }
      return brief(
        await changeLetter(context, String(args.id), (data, letter) => {
          const { metadata } = data;
          if (args.followResume === true && !letter.resumeId) {
            throw new ToolRefusal(
              'BAD_USER_INPUT',
              'followResume: the letter goes with no resume, so it has only its own design.',
            );
          }
          setGiven<LetterData['metadata']['template']>(args.template, (value) => {
            metadata.template = value;
          });
          setGiven<string>(args.primaryColor, (value) => (metadata.theme.primary = value));
          setGiven<string>(args.textColor, (value) => (metadata.theme.text = value));
          setGiven<string>(args.backgroundColor, (value) => (metadata.theme.background = value));
          // A design given is the letter's own; otherwise the flag as asked.
          metadata.followResume = design.length > 0 ? false : args.followResume === true;
        }),
      );
    },
  },
  {
    name: 'delete_letter',
    title: 'Delete a cover letter',
    description:
      'Deletes the letter for good (letters have no trash) and answers it as it was; a locked letter is refused.',
    scope: 'write',
    input: { id: letterId },
    run: async (args, context) => {
      const data = await context.graph(
        `mutation McpLetterDelete($id: ID!) { deleteLetter(id: $id) { ${letterFields} } }`,
        { id: args.id },
      );
      return brief(data.deleteLetter as StoredLetter);
    },
  },
  {
    name: 'export_letter',
    title: 'Export a cover letter',
    description:
      "Exports the letter as its JSON file, as the letter's Export JSON does: the file's text and its name. The file imports back as a new letter.",
    scope: 'read',
    input: { id: letterId },
    run: async (args, context) => {
      const letter = await readLetter(context, String(args.id));
      return {
        fileName: letterFileName(letter.title),
        contentType: 'application/json',
        text: exportLetterJson(letter.data),
      };
    },
  },
  // docs/letters.md#history, as list_versions is a resume's.
  ...versionTools({
    id: letterId,
    fields: letterFields,
    brief,
    list: {
      name: 'list_letter_versions',
      title: "List a cover letter's versions",
      description:
        "Lists the letter's saved versions, newest first: number, reason, when, name, and what changed.",
      operation: 'McpLetterVersions',
      field: 'letterVersions',
    },
    restore: {
      name: 'restore_letter_version',
      title: 'Restore a version of a cover letter',
      description:
        'Brings a version back as the present letter; the present state is kept as a version first, so the restore can be undone by restoring that one. A locked letter is refused.',
      operation: 'McpLetterRestore',
      field: 'restoreLetterVersion',
    },
  }),
];
