import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type GraphQLSchema } from 'graphql';

import { createFormatError } from '../errors';
import { type Logger } from '../logger';
import { type GraphContext } from './context';
import { costLimitRule, defaultMaxCost } from './cost-limit';
import { defaultMaxDepth, depthLimitRule } from './depth-limit';

/** Options for {@link mountGraphQL}. */
export type MountGraphQLOptions = {
  schema: GraphQLSchema;
  context: (request: FastifyRequest, reply: FastifyReply) => Promise<GraphContext>;
  /** Turns introspection off (docs/quality.md#case-27). */
  production?: boolean;
  /** Deepest selection accepted; {@link defaultMaxDepth} otherwise. */
  maxDepth?: number;
  /** Most fields one operation may select, fragments expanded; {@link defaultMaxCost} otherwise. */
  maxCost?: number;
};

/**
 * Serves `schema` at `/graphql` (GET and POST) through Apollo Server 5 and
 * @as-integrations/fastify. Errors pass through `createFormatError` (codes
 * kept, internals hidden, no stack traces), operations deeper than `maxDepth`
 * or selecting more than `maxCost` fields are refused before they run, and
 * introspection is off in production. The Apollo server stops when the
 * Fastify app closes.
 */
export async function mountGraphQL(
  app: FastifyInstance,
  {
    schema,
    context,
    production = false,
    maxDepth = defaultMaxDepth,
    maxCost = defaultMaxCost,
  }: MountGraphQLOptions,
): Promise<ApolloServer<GraphContext>> {
  const apollo = new ApolloServer<GraphContext>({
    schema,
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    // runService owns shutdown; Apollo's own handler would re-send the signal
    // to the process and turn a graceful stop into a forced exit.
    stopOnTerminationSignals: false,
    formatError: createFormatError(app.log as Logger),
    validationRules: [depthLimitRule(maxDepth), costLimitRule(maxCost)],
    logger: app.log as Logger,
    // Inline traces (ftv1) exist for Apollo Studio, which Vitae does not use; they
    // would also hand resolver timings and raw error text to any caller asking.
    plugins: [ApolloServerPluginInlineTraceDisabled()],
  });
  await apollo.start();
  // Fastify's close already waits for requests in flight, so Apollo is stopped
  // from it. (fastifyApolloDrainPlugin does the reverse, calling app.close()
  // from apollo.stop(), and the two together wait on each other forever.)
  app.addHook('onClose', async () => {
    await apollo.stop();
  });
  await app.register(fastifyApollo(apollo), { context, path: '/graphql', method: ['GET', 'POST'] });
  return apollo;
}
