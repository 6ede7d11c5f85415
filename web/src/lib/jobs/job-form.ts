import { jobNameMaxLength, jobPostingMaxLength, resumeJobSchema } from '@vitae/schema';
import { defineMessages } from 'react-intl';
import { z } from 'zod';

import { type ApiError } from '../api/api-error';
import { type FormIssueMessages } from '../forms/issue-messages';

/**
 * The job a resume is aimed at, as its form holds it (docs/resume.md#tailored-copies):
 * the rules of `@vitae/schema` the server applies, so most refusals are said
 * before anything is sent.
 */
export const jobFormSchema = z.object({
  posting: resumeJobSchema.shape.posting.unwrap(),
  company: resumeJobSchema.shape.company.unwrap(),
  role: resumeJobSchema.shape.role.unwrap(),
  date: resumeJobSchema.shape.date.unwrap(),
});

export type JobFormValues = z.input<typeof jobFormSchema>;

/** The job's fields, in the order the forms show them. */
export const jobFields = ['company', 'role', 'date', 'posting'] as const;
export type JobField = (typeof jobFields)[number];

/** Today in the person's own calendar day, as the date field holds it (YYYY-MM-DD). */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const jobFormMessages = defineMessages({
  company: { id: 'jobs.form.company', defaultMessage: 'Company' },
  role: { id: 'jobs.form.role', defaultMessage: 'Role' },
  date: { id: 'jobs.form.date', defaultMessage: 'Date' },
  posting: { id: 'jobs.form.posting', defaultMessage: 'Job posting' },
  postingHelp: {
    id: 'jobs.form.postingHelp',
    defaultMessage: 'Paste the posting’s text: it stays with this resume and is never made public.',
  },
  controlCharacters: {
    id: 'jobs.form.error.controlCharacters',
    defaultMessage: 'Remove the control characters (invisible codes) from this field.',
  },
  dateInvalid: {
    id: 'jobs.form.error.dateInvalid',
    defaultMessage: 'Date must be a day of the calendar.',
  },
});

export const jobValueMessages = defineMessages<{
  tooLong: { max: number };
  counter: { count: number; max: number };
}>({
  tooLong: {
    id: 'jobs.form.error.tooLong',
    defaultMessage:
      'This field holds at most {max, plural, one {# character} other {# characters}}.',
  },
  counter: {
    id: 'jobs.form.counter',
    defaultMessage: '{count, number} of {max, plural, one {# character} other {# characters}}',
  },
});

/** What each field's words are formatted with: the limits of `@vitae/schema`'s rule. */
export const jobMessageValues = {
  posting: { max: jobPostingMaxLength },
  company: { max: jobNameMaxLength },
  role: { max: jobNameMaxLength },
  date: {},
} as const;

/**
 * Each field's words by issue code: too long (`too_big`), control characters
 * (the rule's `custom` refinement); a date that is not a day of the calendar,
 * whatever the code of the union that checks it.
 */
export const jobIssueMessages: FormIssueMessages = {
  posting: { too_big: jobValueMessages.tooLong, custom: jobFormMessages.controlCharacters },
  company: { too_big: jobValueMessages.tooLong, custom: jobFormMessages.controlCharacters },
  role: { too_big: jobValueMessages.tooLong, custom: jobFormMessages.controlCharacters },
  date: { '*': jobFormMessages.dateInvalid },
};

/**
 * The fields a server's BAD_USER_INPUT names (`details: [{ path: 'job.posting', message }]`),
 * each with the server's words; empty when the refusal names no job field.
 */
export function refusedJobFields(error: ApiError): { field: JobField; message: string }[] {
  if (error.code !== 'BAD_USER_INPUT' || !Array.isArray(error.details)) {
    return [];
  }
  return (error.details as { path?: unknown; message?: unknown }[]).flatMap((detail) => {
    const field = typeof detail.path === 'string' ? detail.path.replace(/^job\./, '') : '';
    const known = (jobFields as readonly string[]).includes(field);
    return known
      ? [{ field: field as JobField, message: String(detail.message ?? error.message) }]
      : [];
  });
}
