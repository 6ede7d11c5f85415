import { BlockList, isIP } from 'node:net';

/** One address a host name resolved to, and the port it would be reached on. */
export type Destination = { address: string; family: 4 | 6; port: number };

/** Decides whether the fetcher may connect to a destination. */
export type AddressPolicy = (destination: Destination) => boolean;

/**
 * Every range that is not the public internet: loopback, private, link-local
 * (which holds the cloud metadata service at 169.254.169.254), CGNAT (which
 * holds Alibaba's at 100.100.100.200), unique-local IPv6 (AWS's at
 * fd00:ec2::254), multicast, documentation and reserved ranges, and the IPv6
 * forms that embed an IPv4 address (NAT64, 6to4, Teredo), so a private IPv4
 * address cannot come back disguised. IPv4-mapped IPv6 (::ffff:127.0.0.1)
 * needs no rule of its own: BlockList checks it against the IPv4 ranges. (A
 * ::ffff:0:0/96 rule would instead match every IPv4 address.)
 */
const nonPublic = (() => {
  const list = new BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ];
  const v6: [string, number][] = [
    ['::', 128],
    ['::1', 128],
    ['64:ff9b::', 96],
    ['64:ff9b:1::', 48],
    ['100::', 64],
    ['2001::', 32],
    ['2001:db8::', 32],
    ['2002::', 16],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ];
  for (const [network, prefix] of v4) {
    list.addSubnet(network, prefix, 'ipv4');
  }
  for (const [network, prefix] of v6) {
    list.addSubnet(network, prefix, 'ipv6');
  }
  return list;
})();

/** Whether an address is on the public internet (and so may be fetched from). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) {
    return false;
  }
  return !nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The policy in force unless a caller injects another: public addresses only. */
export const publicAddressesOnly: AddressPolicy = ({ address }) => isPublicAddress(address);
