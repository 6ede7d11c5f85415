import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import { Browser, newAccount } from '../identity-harness';

/** A tool's answer as an MCP client receives it. */
export type ToolAnswer = {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
};

/** What a tool answered, read back from its JSON text. */
export function answerOf<T>(answer: ToolAnswer): T {
  // A refusal fails here with the text the agent would read.
  expect(answer.isError ? answer.content[0].text : undefined).toBeUndefined();
  return JSON.parse(answer.content[0].text ?? 'null') as T;
}

/** A tool's refusal: the text an agent reads. */
export function refusalOf(answer: ToolAnswer): string {
  expect(answer.isError).toBe(true);
  return answer.content[0].text ?? '';
}

/**
 * Agents of people on a running Vitae (docs/api.md#mcp): a person registers
 * and makes API keys in their session; an agent connects to `/mcp` with one.
 * The clients are closed by {@link McpAgents.close}.
 */
export class McpAgents {
  private readonly clients: Client[] = [];

  constructor(private readonly url: () => string) {}

  /** A new person signed in, and a way to make their API keys. */
  async person() {
    const browser = new Browser(this.url());
    const account = newAccount();
    expect((await browser.call('POST', '/api/auth/register', account)).status).toBe(201);
    const key = async (scopes: string[]) => {
      const made = await browser.call<{ secret: string }>('POST', '/api/keys', {
        name: 'agent',
        scopes,
        currentPassword: account.password,
      });
      expect(made.status).toBe(201);
      return made.body.secret;
    };
    return { browser, key };
  }

  /** An MCP client connected with `key` as its bearer token. */
  async connect(key: string): Promise<Client> {
    const client = new Client({ name: 'vitae-test-agent', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${this.url()}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );
    this.clients.push(client);
    return client;
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close()));
  }
}

/** Calls one tool of a connected agent. */
export const callTool = (client: Client, name: string, args: Record<string, unknown> = {}) =>
  client.callTool({ name, arguments: args }) as Promise<ToolAnswer>;
