import 'reflect-metadata';

import { Query, Resolver } from 'type-graphql';

import { buildSubgraph, Public } from '../../src/graph';

@Resolver()
class PingResolver {
  @Public()
  @Query(() => String)
  ping(): string {
    return 'pong';
  }
}

/** A subgraph of one public query, `{ ping }` answering "pong", for tests of what surrounds a graph. */
export const pingSubgraph = () => buildSubgraph({ resolvers: [PingResolver] });
