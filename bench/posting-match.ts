// make bench-match: how long the job-description match (@vitae/ats's
// matchPosting, docs/ats.md#job-description-match) takes in Node for a
// posting of 1,000 words against the sample resume: the posting's terms found
// by wink-nlp, each looked for in the resume, the score. The builder runs the
// same code in the page once the match is asked for.
//
// Environment (BENCH_SMOKE=1 gives the small value in brackets):
//   BENCH_MATCH_RUNS  matches after a first, cold one (50 [3])
// It exits 1 when the median match takes 100 ms or more, except in a smoke
// run, which reports the figures without judging them.
import { matchPosting } from '@vitae/ats';
import { sampleResumeData } from '@vitae/schema';

import { numberSetting, smoke } from './lib/bench-settings';

const runs = numberSetting('BENCH_MATCH_RUNS', 50, 3);
/** The target: a 1,000-word posting is matched in under 100 ms. */
const budgetMs = 100;

// A posting written for this benchmark, the way long ones read: the company,
// the team, what the job does, what it asks for, what is a plus, the offer.
const paragraphs = [
  `Staff Platform Engineer, Developer Infrastructure. Harbourline builds the software that
  container terminals use to plan ships, cranes and trucks around the clock. Our platform team
  of eleven engineers keeps four hundred services running across three regions, and we are
  looking for a staff engineer to lead the next generation of our developer infrastructure.`,
  `In this role you will design the build and deployment pipelines every team relies on. You
  will own our CI/CD system end to end, from the first commit to production, and make it
  faster and safer. You will run Kubernetes clusters on AWS and Google Cloud, manage
  infrastructure as code with Terraform, and set the standards for observability with
  Prometheus, Grafana and OpenTelemetry. You will mentor engineers across the company and
  write the design documents that shape our roadmap.`,
  `What we ask for: at least eight years of experience in software engineering, including
  five years building distributed systems in production. Deep knowledge of Go or Rust, and
  fluency in Python for tooling. Hands-on experience with Kubernetes operators, Helm charts
  and service meshes such as Istio or Linkerd is required. You must be comfortable with
  PostgreSQL, Redis and Kafka at scale, and with incident response and on-call rotations.`,
  `You have strong communication skills and can explain trade-offs to product managers,
  security reviewers and executives. You write clearly, you review code generously, and you
  care about developer experience. A Bachelor's degree in Computer Science or a related field,
  or equivalent practical experience, is expected. AWS Certified Solutions Architect or
  Certified Kubernetes Administrator certifications are a plus.`,
  `Nice to have: experience with Bazel or other hermetic build systems, GitHub Actions at
  scale, Argo CD, feature flags, chaos engineering, and cost management in the cloud.
  Familiarity with event-driven architecture, gRPC and protocol buffers would be great, as
  would contributions to open-source projects in the cloud-native ecosystem.`,
  `How we work: teams are small and own their services. We plan in six-week cycles, write
  things down, and prefer asynchronous communication across time zones. Engineers choose
  their tools, and the platform team's job is to make the right path the easy one. We run
  blameless postmortems and share what we learn in a weekly engineering review.`,
  `What we offer: a competitive salary with equity, a yearly learning budget, four weeks of
  paid holiday plus public holidays, parental leave of sixteen weeks, a home-office allowance,
  and the choice to work from our offices in Rotterdam, Hamburg or Singapore or remotely
  within two hours of Central European Time. We pay for conferences where you speak.`,
  `Our hiring process has four steps: a call with the recruiter, a conversation about a system
  you built, a practical exercise on a real problem from our backlog done in pairs, and a
  meeting with two future colleagues. We answer every application within ten days and give
  feedback after each step. Harbourline is an equal-opportunity employer and welcomes people
  of every background; tell us what adjustments would help you in the interviews.`,
];

/** The paragraphs, repeated until the posting holds 1,000 words, then cut there. */
function posting(words: number): string {
  const all = paragraphs.join('\n\n').split(/\s+/);
  const out: string[] = [];
  while (out.length < words) {
    out.push(...all.slice(0, words - out.length));
  }
  return out.join(' ');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function main() {
  const text = posting(1000);
  const resume = sampleResumeData();
  const options = { language: 'en-US', exclude: ['Harbourline'] };
  const coldStarted = performance.now();
  const first = matchPosting(text, resume, options);
  const cold = performance.now() - coldStarted;
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    matchPosting(text, resume, options);
    times.push(performance.now() - started);
  }
  const median = percentile(times, 50);
  const count = (status: string) => first.terms.filter((term) => term.status === status).length;
  console.log(`Job-description match in Node (${runs} after a first, cold one):\n`);
  console.log(
    '| Posting | Characters | Terms | Present / weak / missing | Score | First | Median | p95 |',
  );
  console.log(
    '| ------- | ---------: | ----: | ------------------------ | ----: | ----: | -----: | --: |',
  );
  console.log(
    `| 1,000 words | ${text.length} | ${first.terms.length} | ${count('present')} / ${count('weak')} / ${count('missing')} | ${first.score} | ${cold.toFixed(0)} ms | ${median.toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms |`,
  );
  console.log(`\n1,000-word posting: median ${median.toFixed(1)} ms (target under ${budgetMs} ms)`);
  if (!smoke && median >= budgetMs) {
    console.log('Posting match: OVER the target');
    process.exit(1);
  }
  console.log('Posting match: passed');
}

main();
