import { extractAccessToken, type JwtVerifier } from '@vitae/service-kit';
import { type FastifyRequest } from 'fastify';

import { isKeyId } from '../files/file-keys';
import { StorageError } from '../storage.errors';

/**
 * The signed-in caller's user id, or undefined for a guest. A token that is
 * present but bad is refused (InvalidAccessToken, 401) rather than treated as
 * a guest, so an expired session is told to refresh.
 */
export async function callerOf(
  request: FastifyRequest,
  verifier: JwtVerifier,
): Promise<string | undefined> {
  const token = extractAccessToken(request);
  if (!token) {
    return undefined;
  }
  const { sub } = await verifier.verify(token);
  // The id becomes a folder name; anything else would be identity's bug, refused here.
  if (!isKeyId(sub)) {
    throw new StorageError('Unauthenticated', 'The access token does not name a valid user');
  }
  return sub;
}

/** The caller's user id; refuses guests with Unauthenticated (401). */
export async function requireCaller(
  request: FastifyRequest,
  verifier: JwtVerifier,
): Promise<string> {
  const userId = await callerOf(request, verifier);
  if (!userId) {
    throw new StorageError('Unauthenticated', 'Sign in to upload files');
  }
  return userId;
}
