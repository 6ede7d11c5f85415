import { type LetterData, letterDataSchema } from './letter-data';

/**
 * A realistic cover letter, in English, for the sample resume's person
 * (docs/letters.md#defaults): the same fictional platform engineer, writing to
 * a fictional company. Every field is filled, so templates and tests see them all.
 */
export function sampleLetterData(): LetterData {
  return letterDataSchema.parse({
    sender: {
      name: 'Ingrid Castellanos',
      headline: 'Platform Engineer',
      email: 'ingrid.castellanos@example.com',
      phone: '+34 612 345 678',
      location: 'Valencia, Spain',
      website: { label: 'ingrid.example.com', href: 'https://ingrid.example.com' },
    },
    recipient: {
      name: 'Tomasz Wieczorek',
      title: 'Head of Infrastructure',
      company: 'Harbourline Logistics',
      address: 'Harbourline Logistics\nCarrer de la Marina 41\n08005 Barcelona\nSpain',
    },
    date: '2026-03-14',
    subject: 'Application for Senior Platform Engineer',
    salutation: 'Dear Mr Wieczorek,',
    body:
      '<p>Your posting for a senior platform engineer describes a team that wants its ' +
      'deployments to be boring. For nine years I have worked to make exactly that true: ' +
      'build pipelines that finish before the coffee does, and on-call weeks nobody dreads.</p>' +
      '<p>At my current company I moved forty services from hand-made virtual machines to a ' +
      'shared cluster, cut the average deployment from fifty minutes to six, and wrote the ' +
      'runbooks that let new engineers take their first on-call shift within a month. ' +
      'I measure my work by what other teams no longer have to think about.</p>' +
      '<p>Harbourline moves goods across three continents on software that must not stop. ' +
      'I would like to help it stay that way, and to hear how your team works today.</p>',
    closing: 'Kind regards,',
    signature: { name: 'Ingrid Castellanos', pictureUrl: '' },
    metadata: {
      template: 'glalie',
      page: { margin: 14 },
      theme: { primary: '#ca8a04' },
      notes: 'Mention the Rotterdam migration if they ask about scale.',
    },
  });
}
