import {
  matchPosting,
  type PostingMatch,
  PostingMatchError,
  postingMatchErrorMessages,
  type PostingTerm,
} from '@vitae/ats';
import { jobPostingMaxLength, type ResumeData, resumeDataSchema } from '@vitae/schema';

// Postings written for these tests, as companies word them: a heading, a few
// sentences, requirements as a list, a "nice to have" line.
const backendPosting = `Senior Backend Engineer (Payments) at Brightlane

Brightlane moves money for 40,000 small shops. We are looking for a backend engineer to join the payments team.

What you will do:
- Design and run REST APIs in Node.js and TypeScript.
- Model data in PostgreSQL and keep queries fast.
- Deploy services to Kubernetes on AWS and own our CI/CD pipelines.

Requirements:
- 5+ years of experience with Node.js in production.
- Solid knowledge of PostgreSQL.
- Strong communication skills.

Nice to have: GraphQL, Terraform and experience with event-driven architecture.`;

const analystPosting = `Data Analyst, Marketing. You will build dashboards in Tableau and answer questions with SQL and python.
A Master's degree in Statistics or a related field is required. Experience with A/B testing and stakeholder management.
Google Analytics is a plus.`;

const germanPosting = `Wir suchen eine Backend-Entwicklerin (m/w/d). Erfahrung mit Node.js, PostgreSQL und Kubernetes.
Kenntnisse in CI/CD und AWS sind erforderlich. Gute Deutschkenntnisse.`;

/** A resume: a job whose text uses other spellings, a project, and a skills list. */
function resume(overrides: { hiddenJob?: boolean; extraSkills?: string[] } = {}): ResumeData {
  return resumeDataSchema.parse({
    basics: { name: 'Ada Ruiz', headline: 'Backend developer' },
    sections: {
      summary: { content: '<p>Backend developer who builds <strong>REST</strong> APIs.</p>' },
      experience: {
        items: [
          {
            id: 'job-northwind',
            company: 'Northwind',
            position: 'Backend Engineer',
            visible: !overrides.hiddenJob,
            summary:
              '<ul><li>Wrote NodeJS services in typescript for 2M users.</li><li>Tuned Postgres queries &amp; indexes.</li></ul>',
          },
        ],
      },
      projects: {
        items: [
          {
            id: 'project-ledger',
            name: 'Ledger',
            summary: '<p>A ledger service with CI/CD pipelines on GitHub Actions.</p>',
            keywords: ['Terraform'],
          },
        ],
      },
      skills: {
        items: [
          {
            id: 'skill-cloud',
            name: 'Cloud',
            keywords: ['Kubernetes', 'AWS', ...(overrides.extraSkills ?? [])],
          },
        ],
      },
    },
  });
}

function term(match: PostingMatch, key: string): PostingTerm {
  const found = match.terms.find((one) => one.key === ` ${key} `);
  if (!found) {
    throw new Error(`no term "${key}" in ${match.terms.map((one) => one.term).join(', ')}`);
  }
  return found;
}

const english = { language: 'en-US', exclude: ['Brightlane'] };

describe('matchPosting: the terms of a posting', () => {
  const match = matchPosting(backendPosting, resume(), english);
  const keys = match.terms.map((one) => one.key.trim());

  it('finds the tools, phrases and the job title the posting asks for', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'node.js',
        'typescript',
        'postgresql',
        'kubernetes',
        'aws',
        'ci/cd',
        'graphql',
        'terraform',
        'communication skill',
        'event driven architecture',
        'senior backend engineer',
      ]),
    );
    expect(term(match, 'event driven architecture').kind).toBe('phrase');
    expect(term(match, 'node.js').kind).toBe('tool');
  });

  it('leaves out the words every posting uses and the company’s own name', () => {
    for (const generic of ['experience', 'year', 'team', 'knowledge', 'brightlane', 'skill']) {
      expect(keys).not.toContain(generic);
    }
  });

  it('weights a term by how often and how firmly the posting asks for it', () => {
    // Node.js: named in two sentences, one of them a requirement (x 1.5).
    expect(term(match, 'node.js').weight).toBe(3);
    // GraphQL: once, on the "nice to have" line (x 0.5).
    expect(term(match, 'graphql').weight).toBe(0.5);
    expect(match.terms[0].weight).toBeGreaterThanOrEqual(
      match.terms[match.terms.length - 1].weight,
    );
  });

  it('finds degrees, lower-case tool names and multi-word phrases in another posting', () => {
    const analyst = matchPosting(analystPosting, resume(), { language: 'en' });
    const found = analyst.terms.map((one) => one.key.trim());
    expect(found).toEqual(
      expect.arrayContaining([
        'tableau',
        'sql',
        'python',
        'master degree',
        'stakeholder management',
      ]),
    );
    expect(term(analyst, 'master degree').kind).toBe('degree');
    expect(term(analyst, 'master degree').weight).toBe(1.5); // "is required"
    expect(analyst.method).toBe('nlp');
  });
});

describe('matchPosting: the terms against the resume', () => {
  const match = matchPosting(backendPosting, resume(), english);

  it('counts other spellings, case and plurals as the same term', () => {
    // "NodeJS", "typescript" and "Postgres" in the job's bullet points.
    for (const key of ['node.js', 'typescript', 'postgresql']) {
      expect(term(match, key).status).toBe('present');
    }
    // "REST APIs" in the posting, "REST APIs" and "API" alike in the summary.
    expect(term(match, 'rest api').status).toBe('present');
  });

  it('says where a present term is: the section, the item and the field', () => {
    expect(term(match, 'postgresql').places).toEqual([
      {
        section: 'experience',
        sectionName: 'Experience',
        itemId: 'job-northwind',
        item: 'Northwind',
        field: 'summary',
        list: false,
      },
    ]);
    expect(term(match, 'ci/cd').places.map((place) => place.item)).toEqual(['Ledger']);
  });

  it('calls a term only in a skills or keywords list weak, and one nowhere missing', () => {
    expect(term(match, 'kubernetes').status).toBe('weak');
    expect(term(match, 'kubernetes').places).toEqual([
      expect.objectContaining({ section: 'skills', item: 'Cloud', field: 'keywords', list: true }),
    ]);
    expect(term(match, 'terraform').status).toBe('weak'); // a project's keyword
    expect(term(match, 'graphql').status).toBe('missing');
    expect(term(match, 'graphql').places).toEqual([]);
  });

  it('does not count what the resume hides', () => {
    const hidden = matchPosting(backendPosting, resume({ hiddenJob: true }), english);
    expect(term(hidden, 'postgresql').status).toBe('missing');
  });

  it('does not read a keyword list across its entries', () => {
    const posting = 'Experience with Kubernetes Operators is required.';
    const apart = resumeDataSchema.parse({
      sections: {
        skills: { items: [{ id: 's', name: 'Cloud', keywords: ['Kubernetes', 'Operators'] }] },
      },
    });
    // Two keywords side by side are not the phrase "Kubernetes Operators"…
    expect(
      term(matchPosting(posting, apart, { language: 'en' }), 'kubernetes operator').status,
    ).toBe('missing');
    // …one keyword that says it is.
    const together = resumeDataSchema.parse({
      sections: { skills: { items: [{ id: 's', keywords: ['Kubernetes operators'] }] } },
    });
    expect(
      term(matchPosting(posting, together, { language: 'en' }), 'kubernetes operator').status,
    ).toBe('weak');
  });
});

describe('matchPosting: the score', () => {
  it('is the weighted share covered: present 1, weak 0.5, missing 0', () => {
    const match = matchPosting(backendPosting, resume(), english);
    const credit = { present: 1, weak: 0.5, missing: 0 };
    const total = match.terms.reduce((sum, one) => sum + one.weight, 0);
    const covered = match.terms.reduce((sum, one) => sum + one.weight * credit[one.status], 0);
    expect(match.score).toBe(Math.round((covered / total) * 100));
    expect(match.score).toBeGreaterThan(0);
    expect(match.score).toBeLessThan(100);
  });

  it('goes up when a missing term is added, and is 0 for an empty resume', () => {
    const before = matchPosting(backendPosting, resume(), english);
    const after = matchPosting(backendPosting, resume({ extraSkills: ['GraphQL'] }), english);
    expect(term(after, 'graphql').status).toBe('weak');
    expect(after.score).toBeGreaterThan(before.score);
    expect(matchPosting(backendPosting, resumeDataSchema.parse({}), english).score).toBe(0);
  });
});

describe('matchPosting: other languages and bad input', () => {
  it('reads a posting in a language the library lacks by the shape of names only', () => {
    const match = matchPosting(germanPosting, resume(), { language: 'de-DE' });
    expect(match.method).toBe('shape');
    const keys = match.terms.map((one) => one.key.trim());
    expect(keys).toEqual(
      expect.arrayContaining(['node.js', 'postgresql', 'kubernetes', 'ci/cd', 'aws']),
    );
    // German nouns are capitalised; they are not names.
    expect(keys).not.toContain('erfahrung');
    expect(keys).not.toContain('kenntnisse');
    expect(term(match, 'postgresql').status).toBe('present');
  });

  it('refuses a posting over 20,000 characters, naming the limit', () => {
    const long = 'Node.js and PostgreSQL. '.repeat(Math.ceil((jobPostingMaxLength + 1) / 24));
    expect(() => matchPosting(long, resume(), english)).toThrow(PostingMatchError);
    expect(() => matchPosting(long, resume(), english)).toThrow(
      'The posting is longer than 20,000 characters, the most the match reads.',
    );
    try {
      matchPosting(long, resume(), english);
    } catch (error) {
      expect((error as PostingMatchError).code).toBe('postingTooLong');
    }
    // Exactly at the limit is read.
    expect(() => matchPosting(long.slice(0, jobPostingMaxLength), resume(), english)).not.toThrow();
  });

  it('refuses a posting without words', () => {
    expect(() => matchPosting('  \n— ', resume(), english)).toThrow(
      postingMatchErrorMessages.postingEmpty,
    );
  });
});
