import { defineMessages } from 'react-intl';

/** The ATS check section's words (docs/ats.md#in-the-builder). */
export const atsMessages = defineMessages({
  title: { id: 'builder.ats.title', defaultMessage: 'ATS check' },
  intro: {
    id: 'builder.ats.intro',
    defaultMessage:
      'How an applicant tracking system reads the PDF of this resume. The check runs in your browser; the PDF is not sent anywhere.',
  },
  checking: { id: 'builder.ats.checking', defaultMessage: 'Checking the PDF…' },
  rechecking: {
    id: 'builder.ats.rechecking',
    defaultMessage: 'Checking again after your changes…',
  },
  failed: {
    id: 'builder.ats.failed',
    defaultMessage: 'The PDF could not be printed or read, so it was not checked.',
  },
  noText: {
    id: 'builder.ats.noText',
    defaultMessage:
      'The PDF has no text at all, so an applicant tracking system reads nothing from it.',
  },
  retry: { id: 'builder.ats.retry', defaultMessage: 'Check again' },
  fails: { id: 'builder.ats.fails', defaultMessage: 'Problems' },
  warnings: { id: 'builder.ats.warnings', defaultMessage: 'Warnings' },
  passes: { id: 'builder.ats.passes', defaultMessage: 'Passed' },
  fail: { id: 'builder.ats.fail', defaultMessage: 'Problem' },
  warn: { id: 'builder.ats.warn', defaultMessage: 'Warning' },
  readingTitle: { id: 'builder.ats.readingTitle', defaultMessage: 'What an ATS reads' },
  readingIntro: {
    id: 'builder.ats.readingIntro',
    defaultMessage: 'Each field you typed, set against what a parser takes from the PDF.',
  },
  found: { id: 'builder.ats.found', defaultMessage: 'Read as typed' },
  changed: { id: 'builder.ats.changed', defaultMessage: 'Read differently' },
  lost: { id: 'builder.ats.lost', defaultMessage: 'Lost' },
  name: { id: 'builder.ats.field.name', defaultMessage: 'Name' },
  email: { id: 'builder.ats.field.email', defaultMessage: 'Email' },
  phone: { id: 'builder.ats.field.phone', defaultMessage: 'Phone' },
  link: { id: 'builder.ats.field.link', defaultMessage: 'Link' },
  company: { id: 'builder.ats.field.company', defaultMessage: 'Company' },
  jobTitle: { id: 'builder.ats.field.jobTitle', defaultMessage: 'Job title' },
  school: { id: 'builder.ats.field.school', defaultMessage: 'School' },
  dates: { id: 'builder.ats.field.dates', defaultMessage: 'Dates' },
  skill: { id: 'builder.ats.field.skill', defaultMessage: 'Skill' },
});

/** The section's words that take values. */
export const atsValueMessages = defineMessages<{
  showPage: { page: number };
  status: { status: string };
  typed: { value: string };
  read: { value: string };
  lostCount: { lost: number; total: number };
}>({
  /** A finding's status before its title, for screen readers ("Problem: "). */
  status: { id: 'builder.ats.status', defaultMessage: '{status}: ' },
  showPage: { id: 'builder.ats.showPage', defaultMessage: 'Show on page {page}' },
  typed: { id: 'builder.ats.typed', defaultMessage: 'You typed: {value}' },
  read: { id: 'builder.ats.read', defaultMessage: 'The ATS read: {value}' },
  lostCount: { id: 'builder.ats.lostCount', defaultMessage: 'Lost: {lost} of {total}' },
});
