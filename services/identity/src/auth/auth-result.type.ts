import { Field, ObjectType } from 'type-graphql';

import { User } from '../users/user.type';

/** Login (docs/product.md#sign-in-flow): `authenticated`, or `2fa_required` when a second factor is owed. */
export type LoginStatus = 'authenticated' | '2fa_required';

@ObjectType('AuthResult', { description: 'The answer to a login.' })
export class AuthResult {
  @Field(() => String, { description: 'authenticated or 2fa_required' })
  status!: LoginStatus;

  @Field(() => User)
  user!: User;
}

@ObjectType('AuthMessage', { description: 'A sentence to show the person.' })
export class AuthMessage {
  @Field(() => String)
  message!: string;

  constructor(message: string) {
    this.message = message;
  }
}

@ObjectType('BackupCodes', {
  description: 'The ten backup codes, shown once when two-factor is enabled.',
})
export class BackupCodes {
  @Field(() => [String])
  backupCodes!: string[];
}
