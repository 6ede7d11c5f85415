import 'reflect-metadata';

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { Arg, Directive, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';

import { buildSubgraph, printSubgraphSdl, Public, writeSubgraphSdl } from '../../src/graph';

// Two subgraphs contributing fields to one entity, the way resume extends identity's User.
@ObjectType('Author')
@Directive('@key(fields: "id")')
class AuthorProfile {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@Resolver()
class AuthorProfileResolver {
  @Public()
  @Query(() => AuthorProfile, { nullable: true })
  author(@Arg('id', () => ID) id: string): AuthorProfile {
    return { id, name: 'Ada' };
  }
}

@ObjectType('Author')
@Directive('@key(fields: "id")')
class AuthorStatistics {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  books!: number;
}

@Resolver()
class AuthorStatisticsResolver {
  @Public()
  @Query(() => [AuthorStatistics])
  prolificAuthors(): AuthorStatistics[] {
    return [];
  }
}

describe('subgraph SDL', () => {
  it('composes with Apollo composition into one supergraph sharing the entity', async () => {
    const profiles = printSubgraphSdl(await buildSubgraph({ resolvers: [AuthorProfileResolver] }));
    const statistics = printSubgraphSdl(
      await buildSubgraph({ resolvers: [AuthorStatisticsResolver] }),
    );
    const result = composeServices([
      { name: 'profiles', typeDefs: parse(profiles), url: 'http://127.0.0.1:1/graphql' },
      { name: 'statistics', typeDefs: parse(statistics), url: 'http://127.0.0.1:2/graphql' },
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.supergraphSdl).toMatch(/name: String! @join__field\(graph: PROFILES\)/);
    expect(result.supergraphSdl).toMatch(/books: Int! @join__field\(graph: STATISTICS\)/);
  });

  it('is written to the file a service commits', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'vitae-sdl-'));
    try {
      const schema = await buildSubgraph({ resolvers: [AuthorProfileResolver] });
      const file = join(directory, 'nested', 'schema.graphql');
      await writeSubgraphSdl(schema, file);
      expect(await readFile(file, 'utf8')).toBe(printSubgraphSdl(schema));
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
