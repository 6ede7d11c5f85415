import { type ApolloServer } from '@apollo/server';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { type ApiKeyScope } from '@vitae/schema';
import { errorBody } from '@vitae/service-kit';
import { type FastifyInstance } from 'fastify';

import { type KeyCaller, type KeyExchange } from '../api-keys/api-key-edge';
import { type GatewayContext } from '../supergraph/forwarding-data-source';
import { letterTools } from './letter-tools';
import { readResume, resumeText, resumeTools } from './resume-tools';
import { type GraphCall, type ToolContext, ToolRefusal } from './tool-kit';

/** The version the server reports to MCP clients. */
const serverInfo = { name: 'vitae', version: '1.0.0' };

/**
 * The MCP server of docs/api.md#mcp at `/mcp`: Streamable HTTP without
 * sessions (each POST carries its whole exchange, so any gateway replica
 * answers it), authenticated by a personal API key on every request.
 */
export function registerMcp(
  app: FastifyInstance,
  options: { server: ApolloServer<GatewayContext>; authenticate: KeyExchange },
): void {
  app.post('/mcp', async (request, reply) => {
    const caller = await options.authenticate(request, reply);
    if (!caller) {
      return reply;
    }
    const context: ToolContext = {
      graph: graphAs(options.server, caller, String(request.id)),
      scopes: caller.scopes as ApiKeyScope[],
      origin: `${request.protocol}://${request.host}`,
    };
    const mcp = mcpServerFor(context);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    await mcp.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Without sessions there is no stream to open or session to end.
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      handler: (_request, reply) =>
        reply
          .status(405)
          .header('allow', 'POST')
          .send(errorBody(405, 'MethodNotAllowed', 'The MCP endpoint takes POST requests only.')),
    });
  }
}

/** GraphQL through the gateway as the key's owner, with the key's short access token. */
function graphAs(
  server: ApolloServer<GatewayContext>,
  caller: KeyCaller,
  requestId: string,
): GraphCall {
  return async (document, variables) => {
    const response = await server.executeOperation(
      { query: document, variables },
      {
        contextValue: {
          requestId,
          headers: { authorization: `Bearer ${caller.accessToken}`, 'user-agent': 'Vitae MCP' },
        },
      },
    );
    if (response.body.kind !== 'single') {
      throw new Error('The MCP server received an incremental response');
    }
    const { data, errors } = response.body.singleResult;
    if (errors?.length) {
      const [error] = errors;
      const code =
        typeof error.extensions?.code === 'string' ? error.extensions.code : 'SomethingWentWrong';
      throw new ToolRefusal(code, error.message);
    }
    return (data ?? {}) as Record<string, unknown>;
  };
}

/** A tool's failure as the agent reads it: our code and message, never a stack. */
function refusalResult(error: unknown) {
  const refusal =
    error instanceof ToolRefusal
      ? error
      : new ToolRefusal('SomethingWentWrong', 'Something went wrong.');
  return {
    isError: true,
    content: [{ type: 'text' as const, text: `${refusal.code}: ${refusal.message}` }],
    structuredContent: { code: refusal.code, message: refusal.message },
  };
}

/** One server for one request: the tools and resources, bound to the caller. */
function mcpServerFor(context: ToolContext): McpServer {
  const mcp = new McpServer(serverInfo, {
    instructions:
      "Vitae's resumes and cover letters of the person whose API key this is. Read a resume (get_resume) or a letter (get_letter) before changing it; changes are saved at once, a resume's kept in its history.",
  });
  for (const tool of [...resumeTools, ...letterTools]) {
    mcp.registerTool(
      tool.name,
      {
        title: tool.title,
        description: `${tool.description} Needs the API key's ${tool.scope} scope.`,
        inputSchema: tool.input,
      },
      async (args: Record<string, unknown>) => {
        if (!context.scopes.includes(tool.scope)) {
          return refusalResult(
            new ToolRefusal('FORBIDDEN', `This API key lacks the ${tool.scope} scope.`),
          );
        }
        try {
          const result = await tool.run(args, context);
          return { content: [{ type: 'text' as const, text: JSON.stringify(result, null, 2) }] };
        } catch (error) {
          return refusalResult(error);
        }
      },
    );
  }
  const resumes = async () => {
    if (!context.scopes.includes('read')) {
      return { resources: [] };
    }
    const data = await context.graph('query McpResourceList { resumes { id title } }');
    const list = data.resumes as Array<{ id: string; title: string }>;
    return {
      resources: list.flatMap((resume) => [
        { uri: `vitae://resume/${resume.id}`, name: resume.title, mimeType: 'application/json' },
        {
          uri: `vitae://resume/${resume.id}/text`,
          name: `${resume.title} (text)`,
          mimeType: 'text/plain',
        },
      ]),
    };
  };
  const readable = async (id: string) => {
    if (!context.scopes.includes('read')) {
      throw new ToolRefusal('FORBIDDEN', 'This API key lacks the read scope.');
    }
    return readResume(context, id);
  };
  mcp.registerResource(
    'resume',
    new ResourceTemplate('vitae://resume/{id}', { list: resumes }),
    { description: "A resume's whole document as JSON.", mimeType: 'application/json' },
    async (uri, { id }) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'application/json',
          text: JSON.stringify(await readable(String(id)), null, 2),
        },
      ],
    }),
  );
  mcp.registerResource(
    'resume-text',
    new ResourceTemplate('vitae://resume/{id}/text', { list: undefined }),
    {
      description: 'A resume as plain text, one column, as applicant tracking systems read it.',
      mimeType: 'text/plain',
    },
    async (uri, { id }) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'text/plain',
          text: resumeText((await readable(String(id))).data, 'text'),
        },
      ],
    }),
  );
  return mcp;
}
