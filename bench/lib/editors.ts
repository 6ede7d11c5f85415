// The client side of the editors' load (docs/quality.md#case-28): people in the builder,
// each editing a resume of their own and saving it as the web builder does
// (500 ms after typing stops, with the version it was made on): by default what
// changed since the last save, as a JSON Patch (GraphQL `SaveResumePatch`);
// `whole`, the whole document (`SaveResumeData`); `rest`, the whole document by
// `PATCH /api/resume/:id`, whose answer carries it back. Run in a child process by
// bench/editors-load.ts, so the clients' JSON and HTTP work stays off the
// event loop that the in-process services share, and out of their CPU figure. Every loop is bounded in
// count and time.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

import { diffResumeData, type ResumeData } from '@vitae/schema';

import { saveResumeData, saveResumePatch } from './builder-operations';
import { newUser, type User } from './rest-user';

export type EditorsPlan = {
  /** The gateway (loopback). */
  baseUrl: string;
  editors: number;
  /** Accounts the resumes are spread over: identity limits registrations per address. */
  users: number;
  /** How long the editors type and save. */
  seconds: number;
  /** Keystrokes of one change, and the time they take. */
  keystrokes: number;
  typingMs: number;
  /** The builder's save wait after the last keystroke (docs/product.md#defaults-and-limits: 500 ms). */
  saveWaitMs: number;
  /** How a save is sent (see the top of this file). */
  save: SaveWay;
};

/** How a save is sent: what changed, or the whole document by GraphQL or REST. */
export type SaveWay = 'patch' | 'whole' | 'rest';

/** One save that was answered 2xx with a version past the one it was made on. */
export type SaveRecord = {
  resumeId: string;
  version: number;
  /** Wall-clock time (ms since the epoch) the answer came. */
  answeredAt: number;
  /** From sending the request to the whole answer. */
  ms: number;
};

export type EditorsOutcome = {
  /** Wall-clock times of the first and last save's request and answer. */
  startedAt: number;
  endedAt: number;
  saves: SaveRecord[];
  /** Every failed save (non-2xx, no answer, or a version that did not advance), counted. */
  errors: number;
  /** The first failures, for the report. */
  errorSamples: string[];
  /** Each resume's last saved version, as its last 2xx answer gave it. */
  last: { resumeId: string; version: number }[];
  /** Resumes read back at the end whose version or document is not their last save's. */
  lost: string[];
  /** Resumes read back and compared. */
  verified: number;
  setupSeconds: number;
};

type StoredResume = { id: string; version: number; data: ResumeData };

/** JSON with object keys sorted, so documents compare whatever order a database kept. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300);
}

class Editor {
  /** The document on screen and the version it was made on. */
  private data: ResumeData;
  private version: number;
  /** What the server answered for the last save: the content the resume must end with. */
  private savedData: ResumeData;
  private savedVersion: number;

  constructor(
    readonly index: number,
    readonly user: User,
    readonly resume: StoredResume,
    private readonly run: string,
  ) {
    this.data = structuredClone(resume.data);
    this.version = resume.version;
    this.savedData = resume.data;
    this.savedVersion = resume.version;
  }

  /** Types a change into the headline, a few keystrokes over `typingMs`. */
  private async type(plan: EditorsPlan, save: number): Promise<void> {
    const marker = `editor-${this.index} save-${save} ${this.run}`;
    const step = plan.typingMs / plan.keystrokes;
    for (let key = 1; key <= plan.keystrokes; key += 1) {
      await sleep(step);
      // Each keystroke changes the document; the last one leaves the whole marker.
      this.data.basics.headline =
        key === plan.keystrokes
          ? marker
          : marker.slice(0, Math.ceil((marker.length * key) / plan.keystrokes));
    }
  }

  /** Types and saves, about once a second, until `endAt`; at most `maxSaves` saves. */
  async edit(plan: EditorsPlan, endAt: number, maxSaves: number, outcome: EditorsOutcome) {
    // People do not start typing in step.
    await sleep(Math.random() * (plan.typingMs + plan.saveWaitMs));
    for (let save = 1; save <= maxSaves && Date.now() < endAt; save += 1) {
      await this.type(plan, save);
      await sleep(plan.saveWaitMs);
      const baseVersion = this.version;
      const began = performance.now();
      try {
        const answer = await this.save(plan, baseVersion);
        const ms = performance.now() - began;
        if (typeof answer.version !== 'number' || answer.version <= baseVersion) {
          throw new Error(`version ${answer.version} after a save on version ${baseVersion}`);
        }
        this.version = answer.version;
        this.savedVersion = answer.version;
        this.savedData = answer.data;
        outcome.saves.push({
          resumeId: this.resume.id,
          version: answer.version,
          answeredAt: Date.now(),
          ms,
        });
      } catch (error) {
        outcome.errors += 1;
        if (outcome.errorSamples.length < 10) {
          outcome.errorSamples.push(`editor ${this.index}, save ${save}: ${describe(error)}`);
        }
        // As the builder does on a conflict: load what the server has and go on from it.
        try {
          const stored = await this.user.call<StoredResume>('GET', `/api/resume/${this.resume.id}`);
          this.data = structuredClone(stored.data);
          this.version = stored.version;
          this.savedData = stored.data;
          this.savedVersion = stored.version;
        } catch {
          return;
        }
      }
    }
  }

  /** Sends the document on screen, made on `baseVersion`; answers the version stored and its document. */
  private async save(
    plan: EditorsPlan,
    baseVersion: number,
  ): Promise<{ version: number; data: ResumeData }> {
    if (plan.save === 'rest') {
      return this.user.call<StoredResume>('PATCH', `/api/resume/${this.resume.id}`, {
        data: this.data,
        baseVersion,
      });
    }
    // The typing goes on in `this.data`: what is sent is kept apart.
    const sent = structuredClone(this.data);
    const variables = {
      id: this.resume.id,
      baseVersion,
      save: { clientId: `editor-${this.index}` },
    };
    const url = `${plan.baseUrl}/graphql`;
    type Saved = { updateResume: { version: number } };
    const answer =
      plan.save === 'patch' && this.savedVersion === baseVersion
        ? await this.user.graphql<Saved>(url, saveResumePatch, {
            ...variables,
            patch: diffResumeData(this.savedData, sent),
          })
        : await this.user.graphql<Saved>(url, saveResumeData, { ...variables, data: sent });
    return { version: answer.updateResume.version, data: sent };
  }

  /** Whether the stored resume is the last save: its version and its whole document. */
  async verify(): Promise<string | undefined> {
    const stored = await this.user.call<StoredResume>('GET', `/api/resume/${this.resume.id}`);
    if (stored.version !== this.savedVersion) {
      return `${this.resume.id}: version ${stored.version}, last saved ${this.savedVersion}`;
    }
    if (canonical(stored.data) !== canonical(this.savedData)) {
      return `${this.resume.id}: the document differs from the last save (headline "${stored.data.basics.headline}", saved "${this.savedData.basics.headline}")`;
    }
    return undefined;
  }

  get last(): { resumeId: string; version: number } {
    return { resumeId: this.resume.id, version: this.savedVersion };
  }
}

/**
 * Registers the accounts, creates one private resume (the sample resume) per
 * editor, lets every editor type and save for `plan.seconds`, then reads
 * every resume back.
 */
export async function runEditors(
  plan: EditorsPlan,
  onPhase: (phase: 'editing' | 'edited') => void = () => undefined,
): Promise<EditorsOutcome> {
  const setupBegan = performance.now();
  const run = randomBytes(6).toString('hex');
  const users = await Promise.all(Array.from({ length: plan.users }, () => newUser(plan.baseUrl)));
  const editors: Editor[] = new Array<Editor>(plan.editors);
  // Each account's resumes one after another, the accounts side by side.
  await Promise.all(
    users.map(async (user, owner) => {
      for (let index = owner; index < plan.editors; index += plan.users) {
        const created = await user.call<StoredResume>('POST', '/api/resume', {
          title: `Editor ${index}`,
          slug: `editor-${index}-${run}`,
          visibility: 'private',
          sample: true,
        });
        editors[index] = new Editor(index, user, created, run);
      }
    }),
  );
  const outcome: EditorsOutcome = {
    startedAt: Date.now(),
    endedAt: 0,
    saves: [],
    errors: 0,
    errorSamples: [],
    last: [],
    lost: [],
    verified: 0,
    setupSeconds: (performance.now() - setupBegan) / 1000,
  };
  onPhase('editing');
  const endAt = outcome.startedAt + plan.seconds * 1000;
  // One save a second at most, and a margin: the bound on any editor's loop.
  const maxSaves = Math.ceil(plan.seconds) + 5;
  await Promise.all(editors.map((editor) => editor.edit(plan, endAt, maxSaves, outcome)));
  outcome.endedAt = Date.now();
  onPhase('edited');
  outcome.last = editors.map((editor) => editor.last);
  // Read back ten at a time.
  for (let from = 0; from < editors.length; from += 10) {
    const problems = await Promise.all(
      editors
        .slice(from, from + 10)
        .map((editor) =>
          editor.verify().catch((error: unknown) => `${editor.resume.id}: ${describe(error)}`),
        ),
    );
    for (const problem of problems) {
      outcome.verified += 1;
      if (problem !== undefined) {
        outcome.lost.push(problem);
      }
    }
  }
  return outcome;
}
