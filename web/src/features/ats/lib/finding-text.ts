import { type Finding } from '@vitae/ats';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * Each finding of @vitae/ats in the reader's language (docs/ats.md#the-ats-checker-page):
 * one title and one fix for each way a check comes out, chosen by the
 * finding's id, status and where it was found. A finding this table does not
 * know (a check added later) shows the library's English text.
 */
const titles = defineMessages({
  extractablePass: {
    id: 'ats.finding.extractable.pass',
    defaultMessage: 'Every page has text an ATS can read',
  },
  extractableFail: {
    id: 'ats.finding.extractable.fail',
    defaultMessage: 'A page has no readable text',
  },
  unicodePass: { id: 'ats.finding.unicode.pass', defaultMessage: 'The text copies out as shown' },
  unicodeWarn: {
    id: 'ats.finding.unicode.warn',
    defaultMessage: 'Some glyphs copy out as no letter',
  },
  unicodeFail: { id: 'ats.finding.unicode.fail', defaultMessage: 'Some text copies out garbled' },
  embeddedPass: { id: 'ats.finding.embedded.pass', defaultMessage: 'Every font is embedded' },
  embeddedWarn: { id: 'ats.finding.embedded.warn', defaultMessage: 'Some fonts are not embedded' },
  ligaturesPass: {
    id: 'ats.finding.ligatures.pass',
    defaultMessage: 'No ligature characters break words',
  },
  ligaturesWarn: { id: 'ats.finding.ligatures.warn', defaultMessage: 'Ligatures break words' },
  orderPass: {
    id: 'ats.finding.readingOrder.pass',
    defaultMessage: 'Every parser reads the text in the same order',
  },
  orderWarn: {
    id: 'ats.finding.readingOrder.warn',
    defaultMessage: 'Columns: a parser reading across the page mixes lines',
  },
  band: {
    id: 'ats.finding.contact.band',
    defaultMessage: 'Only in the page header or footer',
  },
  namePass: { id: 'ats.finding.name.pass', defaultMessage: 'Your name is found' },
  nameMissing: { id: 'ats.finding.name.missing', defaultMessage: 'No name found' },
  emailPass: { id: 'ats.finding.email.pass', defaultMessage: 'Your email address is found' },
  emailMissing: { id: 'ats.finding.email.missing', defaultMessage: 'No email address found' },
  phonePass: { id: 'ats.finding.phone.pass', defaultMessage: 'Your phone number is found' },
  phoneMissing: { id: 'ats.finding.phone.missing', defaultMessage: 'No phone number found' },
  linksPass: { id: 'ats.finding.links.pass', defaultMessage: 'Your profile link is found' },
  linksMissing: { id: 'ats.finding.links.missing', defaultMessage: 'No profile link found' },
  headingsPass: {
    id: 'ats.finding.headings.pass',
    defaultMessage: 'Standard section headings recognised',
  },
  headingsWarn: {
    id: 'ats.finding.headings.warn',
    defaultMessage: 'Not every main section has a heading an ATS knows',
  },
  datesPass: { id: 'ats.finding.dates.pass', defaultMessage: 'Dates are readable' },
  datesShort: {
    id: 'ats.finding.dates.short',
    defaultMessage: 'Some dates are in a form parsers misread',
  },
  datesNone: {
    id: 'ats.finding.dates.none',
    defaultMessage: 'No dates found in experience or education',
  },
  orderOfDatesPass: {
    id: 'ats.finding.datesOrder.pass',
    defaultMessage: 'Entries are newest first',
  },
  orderOfDatesWarn: {
    id: 'ats.finding.datesOrder.warn',
    defaultMessage: 'Entries are not newest first',
  },
  lengthPass: { id: 'ats.finding.length.pass', defaultMessage: 'A good length' },
  lengthLong: {
    id: 'ats.finding.length.long',
    defaultMessage: 'More than two pages: longer than recruiters read',
  },
  lengthShort: {
    id: 'ats.finding.length.short',
    defaultMessage: 'Too few words for an ATS to match',
  },
  fontSizePass: { id: 'ats.finding.fontSize.pass', defaultMessage: 'Body text is large enough' },
  fontSizeWarn: {
    id: 'ats.finding.fontSize.warn',
    defaultMessage: 'Body text is smaller than 9 pt',
  },
  marginsPass: { id: 'ats.finding.margins.pass', defaultMessage: 'Margins are wide enough' },
  marginsWarn: {
    id: 'ats.finding.margins.warn',
    defaultMessage: 'Text runs close to the edge of the page',
  },
  fileSizePass: { id: 'ats.finding.fileSize.pass', defaultMessage: 'The file is small enough' },
  fileSizeWarn: {
    id: 'ats.finding.fileSize.warn',
    defaultMessage: 'The file is larger than 2 MB',
  },
});

const fixes = defineMessages({
  nothing: { id: 'ats.fix.nothing', defaultMessage: 'Nothing to fix.' },
  extractable: {
    id: 'ats.fix.extractable',
    defaultMessage: 'Export the resume as a PDF with text, not as a scan or a picture.',
  },
  unicodeWarn: {
    id: 'ats.fix.unicode.warn',
    defaultMessage:
      'Some letters copy out as nothing, so an ATS misreads those words; another font may keep them.',
  },
  unicodeFail: {
    id: 'ats.fix.unicode.fail',
    defaultMessage: 'Use another font, or export with a tool that keeps the text searchable.',
  },
  embedded: {
    id: 'ats.fix.embedded',
    defaultMessage: 'Export with the fonts embedded.',
  },
  ligatures: {
    id: 'ats.fix.ligatures',
    defaultMessage: 'Turn off ligatures in the font settings, or use another font.',
  },
  readingOrder: {
    id: 'ats.fix.readingOrder',
    defaultMessage: 'Use a single-column template, or keep side columns to short lists.',
  },
  band: {
    id: 'ats.fix.band',
    defaultMessage: 'Move it into the body of the page: many parsers skip headers and footers.',
  },
  name: {
    id: 'ats.fix.name',
    defaultMessage: 'Put your full name on its own line at the top of the first page.',
  },
  email: {
    id: 'ats.fix.email',
    defaultMessage: 'Add your email address as text near your name.',
  },
  phone: {
    id: 'ats.fix.phone',
    defaultMessage: 'Add a phone number with its country code near your name.',
  },
  links: {
    id: 'ats.fix.links',
    defaultMessage: 'Add a link to your profile or website, written out as text.',
  },
  headings: {
    id: 'ats.fix.headings',
    defaultMessage: 'Give experience, education and skills each a plain heading.',
  },
  datesShort: {
    id: 'ats.fix.dates.short',
    defaultMessage: 'Write dates as month and year with four-digit years, such as 03/2021.',
  },
  datesNone: {
    id: 'ats.fix.dates.none',
    defaultMessage: 'Give each job and school its dates as month and year.',
  },
  datesOrder: {
    id: 'ats.fix.datesOrder',
    defaultMessage: 'List jobs and schools with the most recent first.',
  },
  lengthLong: {
    id: 'ats.fix.length.long',
    defaultMessage: 'Cut the resume to two pages, keeping what matters for the job.',
  },
  lengthShort: {
    id: 'ats.fix.length.short',
    defaultMessage: 'Describe each job in a few lines, to at least 150 words.',
  },
  fontSize: {
    id: 'ats.fix.fontSize',
    defaultMessage: 'Set the body text at 10 to 12 pt.',
  },
  margins: {
    id: 'ats.fix.margins',
    defaultMessage: 'Give the page margins of at least 8 mm.',
  },
  fileSize: {
    id: 'ats.fix.fileSize',
    defaultMessage: 'Bring the PDF under 2 MB: many application forms refuse larger files.',
  },
});

type Text = { title: MessageDescriptor; fix: MessageDescriptor };

const pass = (title: MessageDescriptor): Text => ({ title, fix: fixes.nothing });

/** The contact fields' three outcomes: found, only in a header or footer, missing. */
const contact = {
  'contact.name': [titles.namePass, titles.nameMissing, fixes.name],
  'contact.email': [titles.emailPass, titles.emailMissing, fixes.email],
  'contact.phone': [titles.phonePass, titles.phoneMissing, fixes.phone],
  'contact.links': [titles.linksPass, titles.linksMissing, fixes.links],
} as const;

function textOf(finding: Finding, pages: number): Text | undefined {
  const { id, status } = finding;
  if (id in contact) {
    const [found, missing, fix] = contact[id as keyof typeof contact];
    if (status === 'pass') {
      return pass(found);
    }
    // Not found in the body, but placed: it is in a header or footer band.
    return (finding.places?.length ?? 0) > 0
      ? { title: titles.band, fix: fixes.band }
      : { title: missing, fix };
  }
  switch (id) {
    case 'text.extractable':
      return status === 'pass'
        ? pass(titles.extractablePass)
        : { title: titles.extractableFail, fix: fixes.extractable };
    case 'fonts.unicode':
      return status === 'pass'
        ? pass(titles.unicodePass)
        : status === 'warn'
          ? { title: titles.unicodeWarn, fix: fixes.unicodeWarn }
          : { title: titles.unicodeFail, fix: fixes.unicodeFail };
    case 'fonts.embedded':
      return status === 'pass'
        ? pass(titles.embeddedPass)
        : { title: titles.embeddedWarn, fix: fixes.embedded };
    case 'text.ligatures':
      return status === 'pass'
        ? pass(titles.ligaturesPass)
        : { title: titles.ligaturesWarn, fix: fixes.ligatures };
    case 'layout.reading-order':
      return status === 'pass'
        ? pass(titles.orderPass)
        : { title: titles.orderWarn, fix: fixes.readingOrder };
    case 'sections.headings':
      return status === 'pass'
        ? pass(titles.headingsPass)
        : { title: titles.headingsWarn, fix: fixes.headings };
    case 'dates.readable':
      // The warning without items is the one that found no dates at all.
      return status === 'pass'
        ? pass(titles.datesPass)
        : (finding.items?.length ?? 0) > 0
          ? { title: titles.datesShort, fix: fixes.datesShort }
          : { title: titles.datesNone, fix: fixes.datesNone };
    case 'dates.order':
      return status === 'pass'
        ? pass(titles.orderOfDatesPass)
        : { title: titles.orderOfDatesWarn, fix: fixes.datesOrder };
    case 'length':
      return status === 'pass'
        ? pass(titles.lengthPass)
        : pages > 2
          ? { title: titles.lengthLong, fix: fixes.lengthLong }
          : { title: titles.lengthShort, fix: fixes.lengthShort };
    case 'font-size':
      return status === 'pass'
        ? pass(titles.fontSizePass)
        : { title: titles.fontSizeWarn, fix: fixes.fontSize };
    case 'margins':
      return status === 'pass'
        ? pass(titles.marginsPass)
        : { title: titles.marginsWarn, fix: fixes.margins };
    case 'file-size':
      return status === 'pass'
        ? pass(titles.fileSizePass)
        : { title: titles.fileSizeWarn, fix: fixes.fileSize };
    default:
      return undefined;
  }
}

/** A finding's title and fix in the reader's language (the library's English for a check not listed here). */
export function findingText(
  intl: IntlShape,
  finding: Finding,
  pages: number,
): { title: string; fix: string } {
  const text = textOf(finding, pages);
  return text
    ? { title: intl.formatMessage(text.title), fix: intl.formatMessage(text.fix) }
    : { title: finding.title, fix: finding.fix };
}

/** Checks whose `items` are English phrases or the figures the page shows already. */
const itemsNotShown = new Set(['length', 'font-size', 'file-size', 'margins', 'sections.headings']);

/**
 * The finding's `items` worth showing under a warning or a failure: the fonts,
 * words, lines or dates concerned, as they are in the file.
 */
export function shownItems(finding: Finding): string[] {
  return finding.status === 'pass' || itemsNotShown.has(finding.id) ? [] : (finding.items ?? []);
}
