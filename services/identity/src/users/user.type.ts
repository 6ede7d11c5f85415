import { Directive, Field, ID, ObjectType } from 'type-graphql';

import { type UserEntity } from './user.entity';

/**
 * User (docs/product.md#user) in the graph. Anyone may see id, name, username and picture;
 * the rest is filled only when the user reads their own account (docs/quality.md#case-12),
 * so it is nullable. Nothing secret is a field here.
 */
@Directive('@key(fields: "id")')
@ObjectType('User', { description: 'A person with an account.' })
export class User {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  username!: string;

  @Field(() => String, { nullable: true, description: 'Empty, null or a URL.' })
  picture!: string | null;

  @Field(() => String, { nullable: true, description: 'Only for the user themself.' })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Only for the user themself.' })
  locale!: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only for the user themself.' })
  emailVerified!: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Only for the user themself.' })
  twoFactorEnabled!: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'email, github, google or oidc; only for the user themself.',
  })
  provider!: string | null;

  @Field(() => Date, { nullable: true, description: 'Only for the user themself.' })
  createdAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only for the user themself.' })
  updatedAt!: Date | null;
}

/** The whole account, for the user who owns it. */
export function ownView(user: UserEntity): User {
  return Object.assign(new User(), {
    id: user.id,
    name: user.name,
    username: user.username,
    picture: user.picture,
    email: user.email,
    locale: user.locale,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    provider: user.provider,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  });
}

/** What anyone else may see of an account (docs/quality.md#case-12). */
export function publicView(user: UserEntity): User {
  return Object.assign(new User(), {
    id: user.id,
    name: user.name,
    username: user.username,
    picture: user.picture,
    email: null,
    locale: null,
    emailVerified: null,
    twoFactorEnabled: null,
    provider: null,
    createdAt: null,
    updatedAt: null,
  });
}

/** The view `viewerId` may have of `user`. */
export function viewFor(user: UserEntity, viewerId: string | undefined): User {
  return viewerId === user.id ? ownView(user) : publicView(user);
}
