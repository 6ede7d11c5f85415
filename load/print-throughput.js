// k6 load test of printing: many users ask for the PDFs of their
// resumes through the REST routes of docs/product.md#calls, some of distinct content that
// has never been printed (each iteration edits the resume first, so the cache
// cannot answer), some of unchanged resumes printed again and again (answered
// from the cache). See load/README.md for how to run it.
//
//   k6 run -e BASE_URL=https://vitae.example.org load/print-throughput.js
//
// Options by environment variable (all optional):
//   BASE_URL          the deployment (http://localhost:3000)
//   USERS             accounts registered in setup (4)
//   UNCACHED_VUS      virtual users printing distinct content (4)
//   CACHED_VUS        virtual users printing unchanged resumes (8)
//   DURATION          how long each scenario runs (2m)
//   P95_UNCACHED_MS   threshold on the p95 of an uncached print (10000)
//   P95_CACHED_MS     threshold on the p95 of a cached print (100)
//   MAX_ERROR_RATE    threshold on the rate of failed requests (0.01)
import http from 'k6/http';
import { check } from 'k6';
import exec from 'k6/execution';
import { Counter } from 'k6/metrics';

import { BASE_URL, call, expectStatus, newRun, registerUsers } from './lib/rest.js';

const USERS = Number(__ENV.USERS || 4);
const UNCACHED_VUS = Number(__ENV.UNCACHED_VUS || 4);
const CACHED_VUS = Number(__ENV.CACHED_VUS || 8);
const DURATION = __ENV.DURATION || '2m';
const P95_UNCACHED_MS = Number(__ENV.P95_UNCACHED_MS || 10000);
const P95_CACHED_MS = Number(__ENV.P95_CACHED_MS || 100);
const MAX_ERROR_RATE = Number(__ENV.MAX_ERROR_RATE || 0.01);

const pdfsPrinted = new Counter('vitae_pdfs_uncached');

export const options = {
  // Registering users and creating resumes happens once, before the scenarios.
  setupTimeout: '5m',
  scenarios: {
    // Distinct resumes: every print is of content never printed before.
    uncached: {
      executor: 'constant-vus',
      exec: 'printEdited',
      vus: UNCACHED_VUS,
      duration: DURATION,
    },
    // Repeated resumes: the same few unchanged resumes, printed once, then cached.
    cached: {
      executor: 'constant-vus',
      exec: 'printUnchanged',
      vus: CACHED_VUS,
      duration: DURATION,
    },
  },
  thresholds: {
    http_req_failed: [`rate<${MAX_ERROR_RATE}`],
    // Only the print requests (tagged `print`): the edit before an uncached print is left out.
    'http_req_duration{print:uncached}': [`p(95)<${P95_UNCACHED_MS}`],
    'http_req_duration{print:cached}': [`p(95)<${P95_CACHED_MS}`],
    checks: [`rate>${1 - MAX_ERROR_RATE}`],
  },
};

/**
 * Registers USERS accounts (POST /api/auth/register) and creates, from the
 * sample resume, private resumes to edit before each uncached print and one
 * per user for the cached scenario (never edited, printed once here).
 */
export function setup() {
  const run = newRun();
  const users = registerUsers(run, USERS);

  const create = (cookies, name) => {
    const created = call(
      'POST',
      '/api/resume',
      { title: `Load ${name}`, slug: `load-${name}-${run}`, visibility: 'private', sample: true },
      cookies,
      { route: 'create' },
    );
    const resume = expectStatus(created, 201, 'create resume');
    return { id: resume.id, data: resume.data, cookies };
  };

  // One per virtual user of the whole test: VU ids run from 1 across both
  // scenarios, so each uncached VU edits a resume no other VU prints.
  const edited = [];
  for (let index = 0; index < UNCACHED_VUS + CACHED_VUS; index += 1) {
    edited.push(create(users[index % USERS], `edited-${index}`));
  }
  const unchanged = users.map((cookies, index) => create(cookies, `unchanged-${index}`));
  // Printed once here, so every print of the cached scenario is answered from storage.
  for (const resume of unchanged) {
    print(resume, 'first');
  }
  return { edited, unchanged, run };
}

function print(resume, kind) {
  const response = http.get(`${BASE_URL}/api/resume/print/${resume.id}`, {
    headers: { Accept: 'application/json' },
    cookies: resume.cookies,
    tags: { print: kind },
  });
  check(response, {
    'print answers 200': (r) => r.status === 200,
    'print answers the URL of a PDF': (r) => r.status === 200 && /\.pdf(\?|$)/.test(r.json('url')),
  });
  return response;
}

/** Uncached: a new headline (PATCH /api/resume/:id), then the PDF of that new content. */
export function printEdited(data) {
  const resume = data.edited[(exec.vu.idInTest - 1) % data.edited.length];
  const resumeData = JSON.parse(JSON.stringify(resume.data));
  const n = exec.scenario.iterationInTest;
  resumeData.basics.headline = `${resumeData.basics.headline} (${data.run} ${exec.vu.idInTest}-${n})`;
  const saved = call('PATCH', `/api/resume/${resume.id}`, { data: resumeData }, resume.cookies, {
    route: 'edit',
  });
  check(saved, { 'edit answers 200': (r) => r.status === 200 });
  if (saved.status === 200 && print(resume, 'uncached').status === 200) {
    pdfsPrinted.add(1);
  }
}

/** Cached: the same unchanged resumes, already printed in setup, so storage answers. */
export function printUnchanged(data) {
  const resume = data.unchanged[exec.scenario.iterationInTest % data.unchanged.length];
  print(resume, 'cached');
}
