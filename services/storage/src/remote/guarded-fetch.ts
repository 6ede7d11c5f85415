import { lookup as dnsLookup } from 'node:dns/promises';
import { type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

import { StorageError } from '../storage.errors';
import { type AddressPolicy, type Destination, publicAddressesOnly } from './address-policy';

/** Resolves a host name to every address it has. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

/** Limits and seams of the guarded fetch. */
export type GuardedFetchOptions = {
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Public addresses only unless a test injects another policy. */
  policy?: AddressPolicy;
  resolve?: Resolver;
};

/** What a guarded fetch brought back. */
export type FetchedBody = { bytes: Buffer; url: string };

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const refused = (message: string) => new StorageError('RemoteImageRefused', message);

/**
 * Fetches a URL from the public internet only. Each hop (the URL and every
 * redirect) is resolved once, every address it resolves to must pass the
 * policy, and the connection is made to the checked address through a pinned
 * lookup, so DNS cannot answer differently between check and connect (DNS
 * rebinding). Bodies past `maxBytes` and fetches past `timeoutMs` are cut off.
 */
export async function guardedFetch(
  url: string,
  {
    maxBytes,
    timeoutMs,
    maxRedirects = 3,
    policy = publicAddressesOnly,
    resolve = systemResolver,
  }: GuardedFetchOptions,
): Promise<FetchedBody> {
  const deadline = AbortSignal.timeout(timeoutMs);
  let current = url;
  try {
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      const target = parseTarget(current);
      const destination = await checkedDestination(target, policy, resolve);
      const response = await send(target, destination, deadline);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.destroy();
        current = new URL(response.headers.location, target).toString();
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new StorageError('RemoteImageUnavailable', `The image answered ${status}`);
      }
      return { bytes: await readLimited(response, maxBytes), url: current };
    }
  } catch (error) {
    if (deadline.aborted && !(error instanceof StorageError)) {
      throw new StorageError(
        'RemoteImageTimedOut',
        `The image did not arrive within ${timeoutMs} ms`,
      );
    }
    if (error instanceof StorageError) {
      throw error;
    }
    throw new StorageError('RemoteImageUnavailable', 'The image could not be fetched');
  }
  throw refused(`More than ${maxRedirects} redirects`);
}

function parseTarget(url: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw refused('Not a valid URL');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw refused('Only http and https images can be fetched');
  }
  if (target.username || target.password) {
    throw refused('URLs with credentials are not fetched');
  }
  return target;
}

function portOf(target: URL): number {
  return target.port ? Number(target.port) : target.protocol === 'https:' ? 443 : 80;
}

async function checkedDestination(
  target: URL,
  policy: AddressPolicy,
  resolve: Resolver,
): Promise<Destination> {
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const port = portOf(target);
  const literal = isIP(host);
  let addresses: { address: string; family: 4 | 6 }[];
  try {
    addresses = literal ? [{ address: host, family: literal === 6 ? 6 : 4 }] : await resolve(host);
  } catch {
    throw new StorageError('RemoteImageUnavailable', `The host ${host} could not be resolved`);
  }
  // Every address must pass: a name answering with one public and one private
  // address must not get a second chance at the private one.
  const destinations = addresses.map((address) => ({ ...address, port }));
  if (destinations.length === 0 || !destinations.every((destination) => policy(destination))) {
    throw refused(`The host ${host} is not on the public internet`);
  }
  return destinations[0];
}

/** A lookup that answers with the one address already checked, whatever DNS says now. */
function pinnedLookup({ address, family }: Destination): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, all: { address: string; family: number }[]) => void)(
        null,
        [{ address, family }],
      );
      return;
    }
    callback(null, address, family);
  };
}

function send(
  target: URL,
  destination: Destination,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request: ClientRequest = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      {
        method: 'GET',
        headers: { accept: 'image/*', 'user-agent': 'Vitae-Storage/1 (resume pictures)' },
        lookup: pinnedLookup(destination),
        // A pooled socket could belong to another destination; each fetch gets its own.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () =>
    new StorageError('RemoteImageTooLarge', `The image is larger than ${maxBytes} bytes`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
