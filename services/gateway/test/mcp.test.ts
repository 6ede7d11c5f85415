import { type ResumeData, sampleResumeData } from '@vitae/schema';

import { type AllInOne } from '../src/all-in-one/all-in-one';
import { answerOf, callTool, McpAgents, refusalOf } from './support/mcp-agent';
import { startTestAllInOne } from './support/start-services';

// Every service (Chromium for the PDF) on a shared two-core machine.
jest.setTimeout(90_000);

// docs/api.md#mcp: an agent's MCP client, through the gateway, with a personal API key.
describe('the MCP server at /mcp', () => {
  let vitae: AllInOne;
  let close: (() => Promise<void>) | undefined;
  const agents = new McpAgents(() => vitae.url);
  const person = () => agents.person();
  const connect = (key: string) => agents.connect(key);

  beforeAll(async () => {
    ({ vitae, close } = await startTestAllInOne({ RATE_LIMIT_SCALE: '1000' }));
  }, 120_000);

  afterAll(async () => {
    await agents.close();
    await close?.();
  });

  it("initializes, lists its tools with schemas, and works on the key owner's resumes", async () => {
    const { browser, key } = await person();
    const readKey = await key(['read', 'write', 'print']);
    const agent = await connect(readKey);
    expect(agent.getServerVersion()).toMatchObject({ name: 'vitae' });

    const { tools } = await agent.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'create_letter_from_resume',
        'create_resume',
        'delete_letter',
        'export_document',
        'export_letter',
        'get_letter',
        'get_resume',
        'import_json_resume',
        'list_letter_versions',
        'list_letters',
        'list_resumes',
        'list_versions',
        'print_pdf',
        'remove_item',
        'restore_letter_version',
        'restore_version',
        'set_design',
        'set_item',
        'set_letter_design',
        'update_basics',
        'update_letter',
        'update_section',
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.description).toMatch(/scope\.$/);
      expect(tool.inputSchema.type).toBe('object');
    }

    const created = answerOf<{ id: string; slug: string }>(
      await callTool(agent, 'create_resume', { title: 'Agent Résumé', sample: true }),
    );
    expect(created.slug).toBe('agent-resume');
    const listed = answerOf<Array<{ id: string }>>(await callTool(agent, 'list_resumes'));
    expect(listed.map((resume) => resume.id)).toEqual([created.id]);

    await callTool(agent, 'update_basics', {
      id: created.id,
      basics: { headline: 'Staff engineer' },
    });
    const added = answerOf<{ itemId: string }>(
      await callTool(agent, 'set_item', {
        id: created.id,
        section: 'skills',
        item: { name: 'Kubernetes', description: 'Operations', level: 4, keywords: ['Helm'] },
      }),
    );
    await callTool(agent, 'update_section', {
      id: created.id,
      section: 'summary',
      content: '<p>Written by an agent.</p>',
    });
    await callTool(agent, 'set_design', {
      id: created.id,
      template: 'onyx',
      primaryColor: '#0f766e',
      pageFormat: 'letter',
    });

    // The person sees the agent's changes in their own session.
    const stored = await browser.call<{ data: ResumeData }>('GET', `/api/resume/${created.id}`);
    expect(stored.body.data.basics.headline).toBe('Staff engineer');
    expect(stored.body.data.sections.skills.items).toContainEqual(
      expect.objectContaining({ id: added.itemId, name: 'Kubernetes', level: 4 }),
    );
    expect(stored.body.data.sections.summary.content).toBe('<p>Written by an agent.</p>');
    expect(stored.body.data.metadata).toMatchObject({
      template: 'onyx',
      theme: { primary: '#0f766e' },
      page: { format: 'letter' },
    });

    await callTool(agent, 'remove_item', {
      id: created.id,
      section: 'skills',
      itemId: added.itemId,
    });
    const read = answerOf<{ data: ResumeData }>(
      await callTool(agent, 'get_resume', { id: created.id }),
    );
    expect(read.data.sections.skills.items.map((item) => item.id)).not.toContain(added.itemId);

    const versions = answerOf<Array<{ id: string; number: number }>>(
      await callTool(agent, 'list_versions', { id: created.id }),
    );
    expect(versions.length).toBeGreaterThan(0);
    const restored = answerOf<{ id: string }>(
      await callTool(agent, 'restore_version', { id: created.id, versionId: versions.at(-1)!.id }),
    );
    expect(restored.id).toBe(created.id);

    const printed = answerOf<{ url: string }>(
      await callTool(agent, 'print_pdf', { id: created.id }),
    );
    // The link is read with the same key (its read scope), as any /api/storage file.
    expect(printed.url).toMatch(new RegExp(`^${vitae.url}/`));
    const pdf = await fetch(printed.url, { headers: { authorization: `Bearer ${readKey}` } });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const markdown = answerOf<{ fileName: string; text: string }>(
      await callTool(agent, 'export_document', { id: created.id, format: 'md' }),
    );
    expect(markdown.fileName).toMatch(/\.md$/);
    expect(markdown.text).toContain(sampleResumeData().basics.name);
    const word = answerOf<{ fileName: string; contentType: string; base64: string }>(
      await callTool(agent, 'export_document', { id: created.id, format: 'docx' }),
    );
    expect(word.fileName).toMatch(/\.docx$/);
    // A Word document is a zip archive.
    expect(Buffer.from(word.base64, 'base64').subarray(0, 2).toString()).toBe('PK');

    const imported = answerOf<{ id: string; title: string; changed: string[] }>(
      await callTool(agent, 'import_json_resume', {
        title: 'From JSON Resume',
        document: {
          basics: { name: 'Ada Agent', email: 'not an email' },
          work: [{ name: 'Acme' }],
        },
      }),
    );
    expect(imported.title).toBe('From JSON Resume');
    expect(imported.changed.join('\n')).toContain('basics.email');

    const { resources } = await agent.listResources();
    expect(resources.map((resource) => resource.uri)).toContain(
      `vitae://resume/${created.id}/text`,
    );
    const text = await agent.readResource({ uri: `vitae://resume/${created.id}/text` });
    expect(text.contents[0]).toMatchObject({
      mimeType: 'text/plain',
      text: expect.stringContaining(sampleResumeData().basics.name),
    });
  });

  it("answers errors with our codes: another person's resume, bad arguments, a missing scope", async () => {
    const owner = await person();
    const other = await person();
    const ownerAgent = await connect(await owner.key(['read', 'write']));
    const theirs = answerOf<{ id: string }>(
      await callTool(ownerAgent, 'create_resume', { title: 'Mine' }),
    );
    const otherAgent = await connect(await other.key(['read']));

    expect(refusalOf(await callTool(otherAgent, 'get_resume', { id: theirs.id }))).toBe(
      'ResumeNotFound: The resume was not found.',
    );
    expect(refusalOf(await callTool(otherAgent, 'create_resume', { title: 'No' }))).toBe(
      'FORBIDDEN: This API key lacks the write scope.',
    );
    expect(refusalOf(await callTool(ownerAgent, 'print_pdf', { id: theirs.id }))).toBe(
      'FORBIDDEN: This API key lacks the print scope.',
    );
    // Arguments the tool's schema refuses: the answer names the argument.
    expect(
      refusalOf(await callTool(ownerAgent, 'set_design', { id: theirs.id, pageFormat: 'a3' })),
    ).toMatch(/pageFormat/);
    expect(refusalOf(await callTool(ownerAgent, 'get_resume', {}))).toMatch(/\bid\b/);
    // A document the resume's rules refuse: the path of the problem.
    expect(
      refusalOf(
        await callTool(ownerAgent, 'set_design', { id: theirs.id, primaryColor: 'red; x: y' }),
      ),
    ).toMatch(/^BAD_USER_INPUT: metadata\.theme\.primary/);
    expect(
      refusalOf(
        await callTool(ownerAgent, 'set_item', { id: theirs.id, section: 'hobbies', item: {} }),
      ),
    ).toMatch(/^BAD_USER_INPUT: section: "hobbies"/);
    // Nothing was changed by the refused calls.
    const read = answerOf<{ data: ResumeData }>(
      await callTool(ownerAgent, 'get_resume', { id: theirs.id }),
    );
    expect(read.data.metadata.page.format).toBe('a4');
  });

  it('refuses a request without a valid key with the one bad-key answer', async () => {
    for (const authorization of [undefined, 'Bearer not-a-key', 'Bearer a.b.c']) {
      const response = await fetch(`${vitae.url}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect({ authorization, status: response.status }).toEqual({ authorization, status: 401 });
      expect(await response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
    const get = await fetch(`${vitae.url}/mcp`);
    expect(get.status).toBe(405);
  });
});
