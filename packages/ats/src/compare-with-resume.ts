import { type ResumeData } from '@vitae/schema';

import { type AtsReading } from './read-as-ats';

/** How a typed field came through the ATS: as typed, read differently, or not at all. */
export type FieldStatus = 'found' | 'changed' | 'lost';

/** One field set against what the person typed (docs/ats.md#what-an-ats-reads). */
export type FieldComparison = {
  /** Which field: "name", "email", "jobs[0].company", "skills[2]", … */
  field: string;
  typed: string;
  read: string;
  status: FieldStatus;
};

/** Lowercase letters and digits only: punctuation, spaces and dashes do not make a field different. */
function squash(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}@]/gu, '');
}

function compare(field: string, typed: string, read: string | undefined): FieldComparison {
  if (read === undefined || squash(read) === '') {
    return { field, typed, read: '', status: 'lost' };
  }
  return { field, typed, read, status: squash(read) === squash(typed) ? 'found' : 'changed' };
}

/** The read value most like the typed one: equal, else one containing the other. */
function closest(typed: string, candidates: readonly string[]): string | undefined {
  const want = squash(typed);
  return (
    candidates.find((candidate) => squash(candidate) === want) ??
    candidates.find(
      (candidate) =>
        squash(candidate) !== '' &&
        (squash(candidate).includes(want) || want.includes(squash(candidate))),
    )
  );
}

/**
 * Sets what the parser recovered against the resume as typed, field by field:
 * name, email, phone, each link, each visible job's company, title and dates,
 * each visible school's name and dates, each visible skill. Phone numbers
 * compare by their digits; a job or school is matched by its name, so one read
 * in another order still counts as found.
 */
export function compareWithResume(reading: AtsReading, resume: ResumeData): FieldComparison[] {
  const { basics, sections } = resume;
  const rows: FieldComparison[] = [];
  if (basics.name) {
    rows.push(compare('name', basics.name, reading.name));
  }
  if (basics.email) {
    rows.push(compare('email', basics.email, reading.email));
  }
  if (basics.phone) {
    const digits = (text: string) => text.replace(/\D/gu, '');
    const row = compare('phone', basics.phone, reading.phone);
    rows.push(
      row.status === 'changed' && digits(row.read).endsWith(digits(basics.phone).slice(-7))
        ? { ...row, status: 'found' }
        : row,
    );
  }
  const typedLinks = [
    basics.url.href,
    ...(sections.profiles.visible
      ? sections.profiles.items.filter((item) => item.visible).map((item) => item.url.href)
      : []),
  ].filter((href) => href !== '');
  typedLinks.forEach((href, index) => {
    const bare = (text: string) => text.replace(/^https?:\/\/(www\.)?/u, '').replace(/\/$/u, '');
    const read = reading.links.find((link) => squash(bare(link)) === squash(bare(href)));
    rows.push(
      compare(`links[${index}]`, href, read ?? closest(bare(href), reading.links.map(bare))),
    );
  });
  if (sections.experience.visible) {
    sections.experience.items
      .filter((item) => item.visible)
      .forEach((job, index) => {
        const read = reading.jobs.find(
          (candidate) => closest(job.company, [candidate.company, candidate.title]) !== undefined,
        );
        rows.push(
          compare(
            `jobs[${index}].company`,
            job.company,
            read && closest(job.company, [read.company, read.title]),
          ),
        );
        if (job.position) {
          rows.push(
            compare(
              `jobs[${index}].title`,
              job.position,
              (read && closest(job.position, [read.title, read.company])) ?? read?.title,
            ),
          );
        }
        if (job.date) {
          rows.push(compare(`jobs[${index}].dates`, job.date, read?.dates));
        }
      });
  }
  if (sections.education.visible) {
    sections.education.items
      .filter((item) => item.visible)
      .forEach((school, index) => {
        const read = reading.schools.find(
          (candidate) =>
            closest(school.institution, [candidate.school, candidate.degree]) !== undefined,
        );
        rows.push(
          compare(
            `schools[${index}].school`,
            school.institution,
            read && closest(school.institution, [read.school, read.degree]),
          ),
        );
        if (school.date) {
          rows.push(compare(`schools[${index}].dates`, school.date, read?.dates));
        }
      });
  }
  if (sections.skills.visible) {
    sections.skills.items
      .filter((item) => item.visible && item.name !== '')
      .forEach((skill, index) => {
        rows.push(compare(`skills[${index}]`, skill.name, closest(skill.name, reading.skills)));
      });
  }
  return rows;
}
