import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';

import { callerOf, userIdOf } from '../auth/caller';
import { type IdentityContext } from '../context';

@ObjectType('ApiKey', { description: 'A personal API key (docs/api.md); never its secret.' })
export class ApiKeyType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'The first characters of the key, to tell keys apart.' })
  prefix!: string;

  @Field(() => [String], { description: 'read, write and/or print.' })
  scopes!: string[];

  @Field(() => String)
  createdAt!: string;

  @Field(() => String)
  expiresAt!: string;

  @Field(() => String, { nullable: true, description: 'To the minute; null when never used.' })
  lastUsedAt!: string | null;

  @Field(() => String, { nullable: true })
  revokedAt!: string | null;
}

@ObjectType('CreatedApiKey', { description: 'A new key and its secret, shown this once.' })
export class CreatedApiKey {
  @Field(() => ApiKeyType)
  key!: ApiKeyType;

  @Field(() => String)
  secret!: string;
}

@InputType('CreateApiKeyInput', { description: 'POST /api/keys.' })
export class CreateApiKeyInput {
  @Field(() => String)
  name!: string;

  @Field(() => [String], { nullable: true, description: 'read (the default), write, print.' })
  scopes?: string[];

  @Field(() => Int, { nullable: true, description: 'Days until it expires, 1-365; 30 by default.' })
  expiresInDays?: number;

  @Field(() => String, {
    nullable: true,
    description: 'Needed (an account without a password instead needs a sign-in within 5 minutes).',
  })
  currentPassword?: string;
}

/** /api/keys (docs/api.md): only for a signed-in session; a key's own token is refused here. */
@Resolver()
export class ApiKeyResolver {
  @Authorized()
  @Query(() => [ApiKeyType], { description: "GET /api/keys: the account's keys, newest first." })
  async apiKeys(@Ctx() context: IdentityContext): Promise<ApiKeyType[]> {
    return context.identity.apiKeys.list(userIdOf(context));
  }

  @Authorized()
  @Mutation(() => CreatedApiKey, { description: 'POST /api/keys: needs re-authentication.' })
  async createApiKey(
    @Arg('input', () => CreateApiKeyInput) input: CreateApiKeyInput,
    @Ctx() context: IdentityContext,
  ): Promise<CreatedApiKey> {
    const stripped = Object.fromEntries(
      Object.entries({ ...input }).filter(([, value]) => value !== undefined && value !== null),
    );
    return context.identity.apiKeys.create(userIdOf(context), stripped, callerOf(context));
  }

  @Authorized()
  @Mutation(() => ApiKeyType, { description: 'DELETE /api/keys/{id}: refused everywhere at once.' })
  async revokeApiKey(
    @Arg('id', () => ID) id: string,
    @Ctx() context: IdentityContext,
  ): Promise<ApiKeyType> {
    return context.identity.apiKeys.revoke(userIdOf(context), id);
  }
}
