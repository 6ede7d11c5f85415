import { defineMessages } from 'react-intl';

/** The match result's words, loaded with it (docs/web.md#the-job-section). */
export const resultMessages = defineMessages({
  rule: {
    id: 'builder.job.match.rule',
    defaultMessage:
      'A term used in your experience, projects or summary counts fully; one only in a skills list counts half. Terms the posting repeats or requires weigh more.',
  },
  shapeOnly: {
    id: 'builder.job.match.shapeOnly',
    defaultMessage:
      'Phrases are found in English postings only. In this resume’s language the match finds names, acronyms and known tools.',
  },
  weakHint: {
    id: 'builder.job.match.weakHint',
    defaultMessage:
      'Only in a skills or keywords list: show them in use in your experience or projects.',
  },
  add: { id: 'builder.job.match.add', defaultMessage: 'Add' },
  asSkill: { id: 'builder.job.match.asSkill', defaultMessage: 'As a new skill' },
  headline: { id: 'builder.job.match.headline', defaultMessage: 'Headline' },
  noTerms: {
    id: 'builder.job.match.noTerms',
    defaultMessage: 'No skills, tools or phrases were found in the posting.',
  },
  postingTooLong: {
    id: 'builder.job.match.postingTooLong',
    defaultMessage: 'The posting is longer than 20,000 characters, the most the match reads.',
  },
  postingEmpty: {
    id: 'builder.job.match.postingEmpty',
    defaultMessage: 'The posting has no words to match: paste the job posting above first.',
  },
});

export const resultValueMessages = defineMessages<{
  score: { score: number };
  missing: { count: number };
  weak: { count: number };
  present: { count: number };
  addTerm: { term: string };
  toKeywords: { skill: string };
}>({
  score: { id: 'builder.job.match.score', defaultMessage: 'Match score: {score} of 100' },
  missing: { id: 'builder.job.match.missing', defaultMessage: 'Missing ({count})' },
  weak: { id: 'builder.job.match.weak', defaultMessage: 'Only listed ({count})' },
  present: { id: 'builder.job.match.present', defaultMessage: 'Present ({count})' },
  addTerm: { id: 'builder.job.match.addTerm', defaultMessage: 'Add “{term}” to the resume' },
  toKeywords: {
    id: 'builder.job.match.toKeywords',
    defaultMessage: 'To the keywords of “{skill}”',
  },
});
