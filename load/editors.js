// k6 load test of editing (docs/quality.md#case-28): many people in the builder
// at once, each editing a resume of their own and saving it as the web builder
// does: a change typed over half a second, the save 500 ms after typing stops
// (the save wait of docs/product.md#defaults-and-limits), `PATCH /api/resume/:id` with what changed since
// its last save, as a JSON Patch (docs/resume.md#saving-by-json-patch), and that
// save's version (`baseVersion`), about one save a second. Every
// save must answer 2xx with a version past the one it was made on, and at the
// end every resume must read back as its last save. See load/README.md for
// how to run it; bench/editors-load.ts runs the same scenario on one machine.
//
//   k6 run -e BASE_URL=https://vitae.example.org load/editors.js
//
// Options by environment variable (all optional):
//   BASE_URL          the deployment (http://localhost:3000)
//   EDITORS           concurrent editors, one resume each (200)
//   SAVES             saves per editor, about one a second (60: a minute)
//   USERS             accounts the resumes are spread over (4)
//   TYPING_MS         how long typing one change takes (500)
//   SAVE_WAIT_MS      the builder's wait after the last keystroke (500)
//   SAVE              `patch` (what changed, as the builder sends it) or `whole`
//                     (the whole document, as the builder did before) (patch)
//   P95_SAVE_MS       threshold on the p95 of a save (1000)
//   MAX_DURATION      the scenario's bound; editors not done by then fail (5m)
import { check, sleep } from 'k6';
import exec from 'k6/execution';
import { Counter, Rate, Trend } from 'k6/metrics';

import { call, expectStatus, newRun, registerUsers } from './lib/rest.js';

const EDITORS = Number(__ENV.EDITORS || 200);
const SAVES = Number(__ENV.SAVES || 60);
const USERS = Number(__ENV.USERS || 4);
const TYPING_MS = Number(__ENV.TYPING_MS || 500);
const SAVE_WAIT_MS = Number(__ENV.SAVE_WAIT_MS || 500);
const P95_SAVE_MS = Number(__ENV.P95_SAVE_MS || 1000);
const SAVE = __ENV.SAVE || 'patch';
if (SAVE !== 'patch' && SAVE !== 'whole') {
  throw new Error(`SAVE must be patch or whole, not "${SAVE}"`);
}
const MAX_DURATION = __ENV.MAX_DURATION || '5m';
const KEYSTROKES = 5;

/** Save latency: the PATCH alone, from sending to the whole answer. */
const saveDuration = new Trend('vitae_save_duration', true);
/** One sample a save: 1 when it answered 2xx with a version past its baseVersion. */
const savesOk = new Rate('vitae_saves_ok');
/** One sample an editor, after its last save: 1 when its resume reads back as that save. */
const resumesKept = new Rate('vitae_resumes_kept');
const editorsDone = new Counter('vitae_editors_done');

export const options = {
  // Registering users and creating a resume per editor happens once, before the load.
  setupTimeout: '5m',
  scenarios: {
    // Each VU is one person in the builder; an iteration is one change and its save.
    editors: {
      executor: 'per-vu-iterations',
      exec: 'edit',
      vus: EDITORS,
      iterations: SAVES,
      maxDuration: MAX_DURATION,
    },
  },
  summaryTrendStats: ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'],
  thresholds: {
    // docs/quality.md#case-28: no error.
    http_req_failed: ['rate==0'],
    checks: ['rate==1'],
    vitae_saves_ok: ['rate==1'],
    // Nothing lost: every editor read its resume back, and each was its last save.
    vitae_resumes_kept: ['rate==1'],
    vitae_editors_done: [`count>=${EDITORS}`],
    vitae_save_duration: [`p(95)<${P95_SAVE_MS}`],
  },
};

/** JSON with object keys sorted, so documents compare whatever order the database kept. */
function canonical(value) {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Registers USERS accounts (POST /api/auth/register; identity limits
 * registrations per address, so few accounts) and creates one private resume
 * per editor from the sample resume, spread over the accounts.
 */
export function setup() {
  const run = newRun();
  const users = registerUsers(run, USERS);
  const resumes = [];
  for (let index = 0; index < EDITORS; index += 1) {
    const cookies = users[index % USERS];
    const created = call(
      'POST',
      '/api/resume',
      {
        title: `Editor ${index}`,
        slug: `editor-${index}-${run}`,
        visibility: 'private',
        sample: true,
      },
      cookies,
      { route: 'create' },
    );
    // Ids only: every VU gets its own copy of what setup returns.
    resumes.push({ id: expectStatus(created, 201, 'create resume').id, cookies });
  }
  return { resumes, run };
}

/**
 * This VU's editor: the document on screen and the version it was made on.
 * Module state lives as long as the VU, across its iterations.
 */
let editor = null;

function editorOf(data) {
  if (editor === null) {
    // VU ids run from 1; one resume per VU.
    const { id, cookies } = data.resumes[(exec.vu.idInTest - 1) % data.resumes.length];
    // The builder opens: GET /api/resume/:id.
    const opened = call('GET', `/api/resume/${id}`, null, cookies, { route: 'open' });
    const resume = expectStatus(opened, 200, 'open resume');
    editor = {
      id,
      cookies,
      document: resume.data,
      version: resume.version,
      saved: JSON.parse(JSON.stringify(resume.data)),
    };
    // People do not start typing in step.
    sleep((Math.random() * (TYPING_MS + SAVE_WAIT_MS)) / 1000);
  }
  return editor;
}

/** One change typed into the headline, saved 500 ms after the last keystroke. */
export function edit(data) {
  const mine = editorOf(data);
  const save = exec.vu.iterationInScenario + 1;
  const marker = `editor-${exec.vu.idInTest} save-${save} ${data.run}`;
  for (let key = 1; key <= KEYSTROKES; key += 1) {
    sleep(TYPING_MS / KEYSTROKES / 1000);
    mine.document.basics.headline = marker.slice(0, Math.ceil((marker.length * key) / KEYSTROKES));
  }
  sleep(SAVE_WAIT_MS / 1000);

  const baseVersion = mine.version;
  // Only the headline changed since the last save: the builder's patch is its `replace`.
  const body =
    SAVE === 'patch'
      ? {
          patch: [
            { op: 'replace', path: '/basics/headline', value: mine.document.basics.headline },
          ],
          baseVersion,
        }
      : { data: mine.document, baseVersion };
  const saved = call('PATCH', `/api/resume/${mine.id}`, body, mine.cookies, { route: 'save' });
  saveDuration.add(saved.timings.duration);
  const answer = saved.status >= 200 && saved.status < 300 ? saved.json() : null;
  const ok = check(saved, {
    'save answers 2xx': (r) => r.status >= 200 && r.status < 300,
    'save advances the version': () =>
      answer !== null && typeof answer.version === 'number' && answer.version > baseVersion,
  });
  savesOk.add(ok);
  if (ok) {
    mine.version = answer.version;
    mine.saved = answer.data;
  } else {
    // As the builder does after a conflict: load what the server has and go on from it.
    const stored = call('GET', `/api/resume/${mine.id}`, null, mine.cookies, { route: 'reload' });
    if (stored.status === 200) {
      const resume = stored.json();
      mine.document = resume.data;
      mine.version = resume.version;
      mine.saved = JSON.parse(JSON.stringify(resume.data));
    }
  }

  if (save === SAVES) {
    verify(mine);
  }
}

/** After the last save: the stored resume must be that save, version and whole document. */
function verify(mine) {
  const stored = call('GET', `/api/resume/${mine.id}`, null, mine.cookies, { route: 'read back' });
  const resume = stored.status === 200 ? stored.json() : null;
  const kept = check(stored, {
    'read back answers 200': (r) => r.status === 200,
    'resume is its last save': () =>
      resume !== null &&
      resume.version === mine.version &&
      canonical(resume.data) === canonical(mine.saved),
  });
  resumesKept.add(kept);
  editorsDone.add(1);
}
