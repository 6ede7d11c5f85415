import { BlockList, isIP } from 'node:net';

import { type FastifyInstance } from 'fastify';

/**
 * The proxies whose `X-Forwarded-For` the gateway believes: a list of CIDRs
 * (`10.0.0.0/8`) or single addresses. Empty: only the gateway's own peer counts.
 */
export type TrustedProxies = readonly string[];

/** Parses `TRUSTED_PROXIES`' comma-separated CIDRs, or names the first entry that is not one. */
export function parseTrustedProxies(
  value: string,
): { ok: true; cidrs: string[] } | { ok: false; bad: string } {
  const cidrs = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const cidr of cidrs) {
    if (!toSubnet(cidr)) {
      return { ok: false, bad: cidr };
    }
  }
  return { ok: true, cidrs };
}

function toSubnet(
  cidr: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, ...rest] = cidr.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) {
    return undefined;
  }
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) {
    return undefined;
  }
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** `::ffff:10.1.2.3`, as a dual-stack socket reports an IPv4 peer, is 10.1.2.3. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** A test of whether an address is one of the trusted proxies. */
function trustedPeers(trusted: TrustedProxies): (address: string) => boolean {
  const list = new BlockList();
  for (const cidr of trusted) {
    const subnet = toSubnet(cidr);
    if (subnet) {
      list.addSubnet(subnet.address, subnet.prefix, subnet.family);
    }
  }
  return (address: string) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Whether the gateway's peer is a trusted proxy, whose `X-Forwarded-*` headers are believed. */
export function isTrustedPeer(peer: string, trusted: TrustedProxies): boolean {
  return trusted.length > 0 && trustedPeers(trusted)(plain(peer));
}

/**
 * The chain of addresses to pass on as `X-Forwarded-For`, ending with the
 * client's: the incoming chain, then the gateway's own peer, less every
 * trailing hop that is a trusted proxy. A proxy appends the address it was
 * reached from, so walking back from the peer through trusted hops stops at the
 * first address a trusted proxy saw and nobody could forge. Without trusted
 * proxies the peer is the client, and what a caller wrote before it is kept
 * but never believed.
 */
export function forwardedChain(
  incoming: string | string[] | undefined,
  peer: string,
  trusted: TrustedProxies,
): string[] {
  const chain = (Array.isArray(incoming) ? incoming.join(',') : (incoming ?? ''))
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  chain.push(plain(peer));
  if (trusted.length === 0) {
    return chain;
  }
  const isTrusted = trustedPeers(trusted);
  let client = chain.length - 1;
  // Step back only onto an address: a trusted proxy never writes anything else.
  while (client > 0 && isTrusted(chain[client]!) && isIP(chain[client - 1]!) !== 0) {
    client -= 1;
  }
  return chain.slice(0, client + 1);
}

/**
 * Rewrites each request's `X-Forwarded-For` once, on arrival, to the chain
 * {@link forwardedChain} gives, so every route that passes it on (the
 * federated graph, the REST shims, the storage and OAuth proxies) hands the
 * subgraphs the same chain, whose last entry is the client. Identity's rate
 * limits count per that last entry.
 */
export function registerClientAddress(app: FastifyInstance, trusted: TrustedProxies): void {
  app.addHook('onRequest', async (request) => {
    request.headers['x-forwarded-for'] = forwardedChain(
      request.headers['x-forwarded-for'],
      request.socket.remoteAddress ?? request.ip,
      trusted,
    ).join(', ');
  });
}
