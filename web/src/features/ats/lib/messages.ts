import { defineMessages } from 'react-intl';

/** The words of the ATS checker page (docs/ats.md#the-ats-checker-page). */
export const atsMessages = defineMessages({
  title: { id: 'ats.page.title', defaultMessage: 'ATS resume checker' },
  // The landing's words: the page shares its header and footer.
  skip: { id: 'landing.page.skip', defaultMessage: 'Skip to content' },
  heading: {
    id: 'ats.page.heading',
    defaultMessage: 'See your resume as an applicant tracking system reads it',
  },
  lead: {
    id: 'ats.page.lead',
    defaultMessage:
      'Drop a PDF resume to see what an applicant tracking system (ATS) reads from it and what to fix.',
  },
  privacy: {
    id: 'ats.page.privacy',
    defaultMessage:
      'Your file never leaves your computer: the check runs in your browser and nothing is uploaded.',
  },
  dropLabel: { id: 'ats.drop.label', defaultMessage: 'Choose a PDF resume or drop it here' },
  dropAnother: { id: 'ats.drop.another', defaultMessage: 'Choose another PDF or drop it here' },
  dropHint: { id: 'ats.drop.hint', defaultMessage: 'Any PDF, up to 20 MB' },
  errorTitle: { id: 'ats.error.title', defaultMessage: 'This file cannot be checked' },
  pages: { id: 'ats.results.pages', defaultMessage: 'Pages' },
  words: { id: 'ats.results.words', defaultMessage: 'Words' },
  fileSize: { id: 'ats.results.fileSize', defaultMessage: 'File size' },
  fail: { id: 'ats.group.fail', defaultMessage: 'To fix' },
  warn: { id: 'ats.group.warn', defaultMessage: 'Worth a look' },
  pass: { id: 'ats.group.pass', defaultMessage: 'Passed' },
  reading: { id: 'ats.reading.heading', defaultMessage: 'What an ATS reads' },
  readingLead: {
    id: 'ats.reading.lead',
    defaultMessage:
      'The fields a resume parser fills in from this file. What is missing here is missing for the recruiter too.',
  },
  name: { id: 'ats.reading.name', defaultMessage: 'Name' },
  email: { id: 'ats.reading.email', defaultMessage: 'Email' },
  phone: { id: 'ats.reading.phone', defaultMessage: 'Phone' },
  links: { id: 'ats.reading.links', defaultMessage: 'Links' },
  experience: { id: 'ats.reading.experience', defaultMessage: 'Experience' },
  education: { id: 'ats.reading.education', defaultMessage: 'Education' },
  skills: { id: 'ats.reading.skills', defaultMessage: 'Skills' },
  notFound: { id: 'ats.reading.notFound', defaultMessage: 'Not found' },
});

/** The page's words that take values: the file's name, a page number. */
export const atsValueMessages = defineMessages<{
  checking: { name: string };
  notPdf: { name: string };
  fileTooLarge: { name: string };
  encrypted: { name: string };
  damaged: { name: string };
  noText: { name: string };
  failed: { name: string };
  results: { name: string };
  page: { page: string };
}>({
  checking: { id: 'ats.status.checking', defaultMessage: 'Checking {name}…' },
  notPdf: {
    id: 'ats.error.notPdf',
    defaultMessage: '{name} is not a PDF. Export your resume as a PDF and choose that file.',
  },
  fileTooLarge: {
    id: 'ats.error.fileTooLarge',
    defaultMessage: '{name} is larger than 20 MB, the most the check reads.',
  },
  encrypted: {
    id: 'ats.error.encrypted',
    defaultMessage:
      '{name} is protected by a password, which applicant tracking systems cannot open. Export it without one.',
  },
  damaged: {
    id: 'ats.error.damaged',
    defaultMessage: '{name} is damaged and cannot be opened as a PDF. Export it again.',
  },
  noText: {
    id: 'ats.error.noText',
    defaultMessage:
      '{name} has no text (a scan or pictures of text), so an applicant tracking system reads nothing from it.',
  },
  failed: {
    id: 'ats.error.failed',
    defaultMessage: 'The check of {name} stopped in your browser. Reload the page and try again.',
  },
  results: { id: 'ats.results.heading', defaultMessage: 'Results for {name}' },
  page: { id: 'ats.finding.page', defaultMessage: 'Page {page}' },
});
