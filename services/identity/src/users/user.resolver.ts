import { Public } from '@vitae/service-kit';
import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';

import { AuthMessage } from '../auth/auth-result.type';
import { callerOf, userIdOf } from '../auth/caller';
import { apiKeyReadable, type IdentityContext } from '../context';
import { type UserEntity } from './user.entity';
import { ownView, User, viewFor } from './user.type';

@InputType('UpdateUserInput', { description: 'PATCH /api/user/me: any of these.' })
export class UpdateUserInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  username?: string;

  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { nullable: true })
  picture?: string | null;

  @Field(() => String, { nullable: true })
  locale?: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Needed with a new email (an account without a password instead needs a sign-in within 5 minutes).',
  })
  currentPassword?: string;
}

/** /user/me (docs/product.md#calls) and the public lookup the resume subgraph builds on. */
@Resolver(() => User)
export class UserResolver {
  @Authorized(apiKeyReadable)
  @Query(() => User, { nullable: true, description: 'The signed-in user (GET /api/user/me).' })
  async me(@Ctx() context: IdentityContext): Promise<User> {
    return ownView(await context.identity.users.me(userIdOf(context)));
  }

  @Public()
  @Query(() => User, {
    nullable: true,
    description: 'A user by username, as anyone may see them; null when none.',
  })
  async publicUser(
    @Arg('username', () => String) username: string,
    @Ctx() context: IdentityContext,
  ): Promise<User | null> {
    const user: UserEntity | null = await context.identity.users.publicByUsername(username);
    return user ? viewFor(user, context.userId) : null;
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      "PATCH /api/user/me. A new email (with currentPassword) is mailed a link and becomes the account's once the link is opened.",
  })
  async updateMe(
    @Arg('input', () => UpdateUserInput) input: UpdateUserInput,
    @Ctx() context: IdentityContext,
  ): Promise<User> {
    const changes = Object.fromEntries(
      Object.entries({ ...input }).filter(([, value]) => value !== undefined),
    );
    return ownView(
      await context.identity.users.update(userIdOf(context), changes, callerOf(context)),
    );
  }

  @Authorized()
  @Mutation(() => AuthMessage, {
    description: 'DELETE /api/user/me: the account and, by event, all its data.',
  })
  async deleteMe(@Ctx() context: IdentityContext): Promise<AuthMessage> {
    await context.identity.users.delete(userIdOf(context), context.cookies);
    return new AuthMessage('Your account and all its data have been deleted.');
  }
}
