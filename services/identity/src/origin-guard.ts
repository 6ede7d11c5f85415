import { foreignOriginMessage, isOwnOrigin, originRuleOf } from '@vitae/service-kit';
import { type MiddlewareFn } from 'type-graphql';

import { type IdentityContext } from './context';
import { IdentityError } from './errors';

/**
 * Refuses every mutation sent by a page of another site (docs/quality.md#case-20), by the
 * kit's {@link isOwnOrigin}, the rule the gateway applies to every write: the
 * cookies are SameSite=Lax, and this closes what Lax leaves open (a sibling
 * subdomain, an old browser).
 */
export const foreignOriginGuard: MiddlewareFn<IdentityContext> = async (
  { context, info },
  next,
) => {
  if (
    info.parentType.name === 'Mutation' &&
    !isOwnOrigin(context.request?.headers.origin, originRuleOf(context.identity.config))
  ) {
    throw new IdentityError('FORBIDDEN', foreignOriginMessage);
  }
  return next();
};
