import { randomUUID } from 'node:crypto';

import { importLetterJson, type LetterData, sampleResumeData } from '@vitae/schema';

import { type AllInOne } from '../src/all-in-one/all-in-one';
import { answerOf, callTool, McpAgents, refusalOf } from './support/mcp-agent';
import { startTestAllInOne } from './support/start-services';

jest.setTimeout(90_000);

type Brief = {
  id: string;
  title: string;
  slug: string;
  visibility: string;
  locked: boolean;
  version: number;
  resumeId: string | null;
};
type Letter = Brief & { data: LetterData };

// docs/api.md#mcp: an agent's cover letters, through the gateway, with a personal API key.
describe('cover letters in the MCP server at /mcp', () => {
  let vitae: AllInOne;
  let close: (() => Promise<void>) | undefined;
  const agents = new McpAgents(() => vitae.url);

  beforeAll(async () => {
    ({ vitae, close } = await startTestAllInOne({ RATE_LIMIT_SCALE: '1000' }));
  }, 120_000);

  afterAll(async () => {
    await agents.close();
    await close?.();
  });

  /** A person with a sample resume, and their agent with a read and write key. */
  async function personWithResume() {
    const person = await agents.person();
    const agent = await agents.connect(await person.key(['read', 'write']));
    const resume = answerOf<{ id: string }>(
      await callTool(agent, 'create_resume', { title: 'My CV', sample: true }),
    );
    return { ...person, agent, resume };
  }

  it('lists, writes a letter from a resume, changes its text and design, reads it back and exports it', async () => {
    const { browser, agent, resume } = await personWithResume();
    expect(answerOf<Brief[]>(await callTool(agent, 'list_letters'))).toEqual([]);

    const posting = 'Run our Kubernetes platform; on call one week in six.';
    const created = answerOf<Brief>(
      await callTool(agent, 'create_letter_from_resume', {
        resumeId: resume.id,
        company: 'Acme',
        role: 'Platform Engineer',
        posting,
      }),
    );
    expect(created).toMatchObject({
      title: 'Platform Engineer at Acme',
      slug: 'platform-engineer-at-acme',
      visibility: 'private',
      locked: false,
      version: 1,
      resumeId: resume.id,
    });
    const listed = answerOf<Brief[]>(await callTool(agent, 'list_letters'));
    expect(listed.map((letter) => letter.id)).toEqual([created.id]);

    // Made with letterFromResume: the sender, signature and design from the resume, the posting in the notes.
    const { basics, metadata } = sampleResumeData();
    const fresh = answerOf<Letter>(await callTool(agent, 'get_letter', { id: created.id }));
    expect(fresh.data).toMatchObject({
      sender: { name: basics.name, email: basics.email },
      recipient: { company: 'Acme' },
      subject: 'Platform Engineer',
      signature: { name: basics.name },
      metadata: {
        template: metadata.template,
        followResume: true,
        resumeId: resume.id,
        notes: posting,
      },
    });

    const updated = answerOf<Brief>(
      await callTool(agent, 'update_letter', {
        id: created.id,
        recipient: { name: 'Ana Rivera', title: 'Head of Platform' },
        date: '2026-12-01',
        salutation: 'Dear Ms Rivera,',
        body: '<p>I have run Kubernetes for five years.</p>',
        closing: 'Kind regards,',
        signatureName: 'Ingrid C.',
      }),
    );
    expect(updated.version).toBe(2);
    await callTool(agent, 'set_letter_design', {
      id: created.id,
      template: 'onyx',
      primaryColor: '#0f766e',
    });

    // The person sees the agent's letter in their own session.
    const stored = await browser.call<Letter>('GET', `/api/letter/${created.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({
      recipient: { name: 'Ana Rivera', title: 'Head of Platform', company: 'Acme' },
      date: '2026-12-01',
      subject: 'Platform Engineer',
      salutation: 'Dear Ms Rivera,',
      body: '<p>I have run Kubernetes for five years.</p>',
      closing: 'Kind regards,',
      signature: { name: 'Ingrid C.' },
      metadata: { template: 'onyx', theme: { primary: '#0f766e' }, followResume: false },
    });
    const read = answerOf<Letter>(await callTool(agent, 'get_letter', { id: created.id }));
    expect(read).toMatchObject({ version: 3, data: stored.body.data });

    const following = answerOf<Brief>(
      await callTool(agent, 'set_letter_design', { id: created.id, followResume: true }),
    );
    expect(following.version).toBe(4);

    const file = answerOf<{ fileName: string; contentType: string; text: string }>(
      await callTool(agent, 'export_letter', { id: created.id }),
    );
    expect(file.fileName).toBe('Platform Engineer at Acme.json');
    const back = importLetterJson(file.text);
    expect(back).toMatchObject({
      ok: true,
      data: { ...stored.body.data, metadata: expect.anything() },
    });
    expect(back.ok && back.data.metadata.followResume).toBe(true);

    // The same job again: the slug made from the title is taken, so the next free one.
    const again = answerOf<Brief>(
      await callTool(agent, 'create_letter_from_resume', {
        resumeId: resume.id,
        company: 'Acme',
        role: 'Platform Engineer',
      }),
    );
    expect(again.slug).toBe('platform-engineer-at-acme-2');

    const deleted = answerOf<Brief>(await callTool(agent, 'delete_letter', { id: created.id }));
    expect(deleted.id).toBe(created.id);
    expect(refusalOf(await callTool(agent, 'get_letter', { id: created.id }))).toBe(
      'LetterNotFound: The letter was not found.',
    );
  });

  it('refuses a bad field by name, a locked letter and a missing scope, changing nothing', async () => {
    const { browser, agent, resume, key } = await personWithResume();
    const letter = answerOf<Brief>(
      await callTool(agent, 'create_letter_from_resume', { resumeId: resume.id, title: 'To Beta' }),
    );
    expect(letter).toMatchObject({ title: 'To Beta', slug: 'to-beta' });

    expect(
      refusalOf(await callTool(agent, 'update_letter', { id: letter.id, date: 'next Tuesday' })),
    ).toBe('BAD_USER_INPUT: date: Date must be empty or a date written YYYY-MM-DD.');
    expect(
      refusalOf(
        await callTool(agent, 'update_letter', {
          id: letter.id,
          recipient: { name: 'x'.repeat(256) },
        }),
      ),
    ).toBe('BAD_USER_INPUT: recipient.name: Text must be at most 255 characters long.');
    expect(refusalOf(await callTool(agent, 'update_letter', { id: letter.id }))).toMatch(
      /^BAD_USER_INPUT: Give at least one of recipient, /,
    );
    expect(
      refusalOf(
        await callTool(agent, 'set_letter_design', { id: letter.id, primaryColor: 'red; x: y' }),
      ),
    ).toMatch(/^BAD_USER_INPUT: metadata\.theme\.primary: /);
    expect(
      refusalOf(
        await callTool(agent, 'set_letter_design', {
          id: letter.id,
          template: 'onyx',
          followResume: true,
        }),
      ),
    ).toMatch(/^BAD_USER_INPUT: followResume: /);
    // Arguments the tool's schema refuses: the answer names the argument.
    expect(
      refusalOf(await callTool(agent, 'set_letter_design', { id: letter.id, template: 'nope' })),
    ).toMatch(/template/);

    expect(
      (await browser.call('PATCH', `/api/letter/${letter.id}/lock`, { set: true })).status,
    ).toBe(200);
    expect(
      refusalOf(await callTool(agent, 'update_letter', { id: letter.id, subject: 'Locked?' })),
    ).toBe('LetterLocked: The letter is locked; unlock it to make changes.');
    expect(refusalOf(await callTool(agent, 'delete_letter', { id: letter.id }))).toBe(
      'LetterLocked: The letter is locked; unlock it to make changes.',
    );

    const reader = await agents.connect(await key(['read']));
    expect(
      refusalOf(await callTool(reader, 'update_letter', { id: letter.id, subject: 'No' })),
    ).toBe('FORBIDDEN: This API key lacks the write scope.');
    expect(
      refusalOf(await callTool(reader, 'create_letter_from_resume', { resumeId: resume.id })),
    ).toBe('FORBIDDEN: This API key lacks the write scope.');

    // Nothing was changed by the refused calls.
    const read = answerOf<Letter>(await callTool(reader, 'get_letter', { id: letter.id }));
    expect(read).toMatchObject({ version: 1, locked: true, data: { date: '', subject: '' } });
  });

  it("cannot touch another person's letter or write from their resume: LetterNotFound, as a letter that does not exist", async () => {
    const owner = await personWithResume();
    const letter = answerOf<Brief>(
      await callTool(owner.agent, 'create_letter_from_resume', {
        resumeId: owner.resume.id,
        company: 'Acme',
      }),
    );
    const other = await agents.person();
    const stranger = await agents.connect(await other.key(['read', 'write']));

    expect(answerOf<Brief[]>(await callTool(stranger, 'list_letters'))).toEqual([]);
    const notFound = 'LetterNotFound: The letter was not found.';
    for (const id of [letter.id, randomUUID(), 'not-an-id']) {
      expect({
        id,
        get: refusalOf(await callTool(stranger, 'get_letter', { id })),
        update: refusalOf(await callTool(stranger, 'update_letter', { id, subject: 'Mine' })),
        design: refusalOf(await callTool(stranger, 'set_letter_design', { id, template: 'onyx' })),
        export: refusalOf(await callTool(stranger, 'export_letter', { id })),
        delete: refusalOf(await callTool(stranger, 'delete_letter', { id })),
      }).toEqual({
        id,
        get: notFound,
        update: notFound,
        design: notFound,
        export: notFound,
        delete: notFound,
      });
    }
    expect(
      refusalOf(
        await callTool(stranger, 'create_letter_from_resume', { resumeId: owner.resume.id }),
      ),
    ).toBe('ResumeNotFound: The resume was not found.');
    expect(answerOf<Brief[]>(await callTool(stranger, 'list_letters'))).toEqual([]);

    // The owner's letter is as it was.
    const read = answerOf<Letter>(await callTool(owner.agent, 'get_letter', { id: letter.id }));
    expect(read).toMatchObject({
      version: 1,
      data: { subject: '', metadata: { template: read.data.metadata.template } },
    });
    expect(answerOf<Brief[]>(await callTool(owner.agent, 'list_letters'))).toHaveLength(1);
  });

  it("lists a letter's versions and restores one as its next version (docs/letters.md#history)", async () => {
    const { agent, resume } = await personWithResume();
    const letter = answerOf<Brief>(
      await callTool(agent, 'create_letter_from_resume', {
        resumeId: resume.id,
        title: 'To Gamma',
      }),
    );
    await callTool(agent, 'update_letter', { id: letter.id, body: '<p>The words I meant.</p>' });
    // A template of its own starts a new version, closing the one before with its words.
    await callTool(agent, 'set_letter_design', { id: letter.id, template: 'onyx' });
    await callTool(agent, 'update_letter', { id: letter.id, body: '<p>Words I regret.</p>' });

    type Version = { id: string; number: number; reason: string; current: boolean };
    const versions = answerOf<Version[]>(
      await callTool(agent, 'list_letter_versions', { id: letter.id }),
    );
    expect(versions.map(({ number, reason, current }) => [number, reason, current])).toEqual([
      [2, 'template', true],
      [1, 'created', false],
    ]);
    const restored = answerOf<Brief>(
      await callTool(agent, 'restore_letter_version', { id: letter.id, versionId: versions[1].id }),
    );
    expect(restored.version).toBe(5);
    const read = answerOf<Letter>(await callTool(agent, 'get_letter', { id: letter.id }));
    expect(read.data.body).toBe('<p>The words I meant.</p>');
    expect(
      refusalOf(
        await callTool(agent, 'restore_letter_version', { id: letter.id, versionId: 'nothing' }),
      ),
    ).toBe('LetterNotFound: The letter was not found.');
  });
});
