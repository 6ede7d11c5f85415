import { type ResumeData, resumeDataSchema } from './resume-data';

const link = (href: string, label = '') => ({ label, href });

/**
 * The sample resume behind "Create Sample Resume" (docs/product.md#sample-resume): template glalie,
 * the references section hidden, margin 14, primary #ca8a04, picture size 120
 * and its own section order. The person is fictional.
 */
export function sampleResumeData(): ResumeData {
  return resumeDataSchema.parse({
    basics: {
      name: 'Ingrid Castellanos',
      headline: 'Platform Engineer who makes slow systems fast and fragile ones calm',
      email: 'ingrid.castellanos@example.com',
      phone: '+34 612 345 678',
      location: 'Valencia, Spain',
      url: link('https://ingrid.example.com', 'ingrid.example.com'),
      customFields: [{ icon: 'translate', name: 'Languages', value: 'Spanish, English, German' }],
      picture: { url: '', size: 120, aspectRatio: 1, borderRadius: 0 },
    },
    sections: {
      summary: {
        content:
          '<p>Platform engineer with nine years of building the systems other teams stand on: ' +
          'build pipelines, service meshes and the databases underneath. I like measurable wins, ' +
          'written decisions and on-call rotations nobody dreads.</p>',
      },
      profiles: {
        items: [
          {
            network: 'GitHub',
            username: 'icastellanos',
            icon: 'github',
            url: link('https://github.com/icastellanos'),
          },
          {
            network: 'LinkedIn',
            username: 'ingridcastellanos',
            icon: 'linkedin',
            url: link('https://www.linkedin.com/in/ingridcastellanos'),
          },
        ],
      },
      experience: {
        items: [
          {
            company: 'Tidewater Logistics',
            position: 'Staff Platform Engineer',
            location: 'Valencia (hybrid)',
            date: 'March 2021 - Present',
            summary:
              '<ul><li>Cut median CI time from 41 to 9 minutes by caching builds per package and splitting the test matrix.</li>' +
              '<li>Led the move of 140 services to Kubernetes with zero customer-facing incidents.</li>' +
              '<li>Introduced service-level objectives and an error budget policy adopted by every product team.</li></ul>',
            url: link('https://tidewater.example.com'),
          },
          {
            company: 'Lumen Health',
            position: 'Senior Backend Engineer',
            location: 'Berlin, Germany',
            date: 'June 2017 - February 2021',
            summary:
              '<ul><li>Designed the appointment booking API serving 2 million requests a day at a p99 under 120 ms.</li>' +
              '<li>Replaced a nightly batch with an event stream, bringing data freshness from 24 hours to seconds.</li></ul>',
            url: link('https://lumen-health.example.com'),
          },
          {
            company: 'Orbita Studio',
            position: 'Software Developer',
            location: 'Madrid, Spain',
            date: 'September 2015 - May 2017',
            summary:
              '<p>Built booking and payment back ends for travel clients in Node.js and PostgreSQL.</p>',
          },
        ],
      },
      education: {
        items: [
          {
            institution: 'Universitat Politècnica de València',
            studyType: 'Master of Science',
            area: 'Distributed Systems',
            score: 'With distinction',
            date: '2013 - 2015',
            summary: '<p>Thesis on consensus protocols for geo-replicated databases.</p>',
          },
          {
            institution: 'Universidad de Granada',
            studyType: 'Bachelor of Engineering',
            area: 'Computer Engineering',
            date: '2009 - 2013',
          },
        ],
      },
      skills: {
        items: [
          {
            name: 'Infrastructure',
            description: 'Expert',
            level: 5,
            keywords: ['Kubernetes', 'Terraform', 'Helm'],
          },
          {
            name: 'Languages',
            description: 'Advanced',
            level: 4,
            keywords: ['TypeScript', 'Go', 'SQL'],
          },
          {
            name: 'Data',
            description: 'Advanced',
            level: 4,
            keywords: ['PostgreSQL', 'NATS', 'Kafka'],
          },
          {
            name: 'Observability',
            description: 'Proficient',
            level: 3,
            keywords: ['Prometheus', 'OpenTelemetry'],
          },
        ],
      },
      languages: {
        items: [
          { name: 'Spanish', description: 'Native speaker', level: 5 },
          { name: 'English', description: 'Fluent (C1)', level: 4 },
          { name: 'German', description: 'Intermediate (B1)', level: 3 },
        ],
      },
      projects: {
        items: [
          {
            name: 'Quayside',
            description: 'Open-source deploy dashboard',
            date: '2022 - Present',
            summary:
              '<p>A small web app that shows what is deployed where, used by a dozen companies.</p>',
            keywords: ['TypeScript', 'React'],
            url: link(
              'https://github.com/icastellanos/quayside',
              'github.com/icastellanos/quayside',
            ),
          },
          {
            name: 'pg-tidy',
            description: 'PostgreSQL bloat reporter',
            date: '2019',
            summary: '<p>A command-line tool that finds and explains table and index bloat.</p>',
            keywords: ['Go', 'PostgreSQL'],
          },
        ],
      },
      certifications: {
        items: [
          {
            name: 'Certified Kubernetes Administrator',
            issuer: 'Cloud Native Computing Foundation',
            date: '2022',
          },
          {
            name: 'AWS Certified Solutions Architect',
            issuer: 'Amazon Web Services',
            date: '2020',
          },
        ],
      },
      awards: {
        items: [
          {
            title: 'Engineering Excellence Award',
            awarder: 'Tidewater Logistics',
            date: '2023',
            summary: '<p>For the CI overhaul.</p>',
          },
        ],
      },
      publications: {
        items: [
          {
            name: 'Error Budgets for Teams That Hate Paperwork',
            publisher: 'Platform Weekly',
            date: 'October 2023',
            url: link('https://platform-weekly.example.com/error-budgets'),
          },
        ],
      },
      volunteer: {
        items: [
          {
            organization: 'Code Club Valencia',
            position: 'Mentor',
            location: 'Valencia, Spain',
            date: '2019 - Present',
            summary: '<p>Teaching programming to teenagers every other Saturday.</p>',
          },
        ],
      },
      interests: {
        items: [
          { name: 'Sailing', keywords: ['Dinghy racing', 'Navigation'] },
          { name: 'Open source', keywords: ['Maintainer', 'Reviewer'] },
        ],
      },
      references: {
        visible: false,
        items: [
          {
            name: 'Tomás Ferrer',
            description: 'VP Engineering, Tidewater Logistics',
            summary: '<p>Available on request.</p>',
          },
        ],
      },
    },
    metadata: {
      template: 'glalie',
      layout: [
        [
          ['summary', 'experience', 'projects', 'education', 'publications', 'references'],
          ['profiles', 'skills', 'languages', 'certifications', 'awards', 'volunteer', 'interests'],
        ],
      ],
      page: { margin: 14 },
      theme: { primary: '#ca8a04' },
    },
  });
}
