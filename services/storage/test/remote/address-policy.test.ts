import { isPublicAddress } from '../../src/remote/address-policy';

describe('which addresses count as the public internet', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.53.0.9'],
    ['the unspecified address', '0.0.0.0'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.31.255.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['the cloud metadata service', '169.254.169.254'],
    ['link-local', '169.254.10.20'],
    ['CGNAT', '100.64.0.1'],
    ["Alibaba's metadata service, in CGNAT", '100.100.100.200'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['unique-local IPv6', 'fd12:3456::1'],
    ["AWS's IPv6 metadata service", 'fd00:ec2::254'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped metadata, in hex', '::ffff:a9fe:a9fe'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['6to4 of a private address', '2002:c0a8:0101::1'],
    ['not an address at all', 'localhost'],
  ])('refuses %s (%s)', (_what, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
