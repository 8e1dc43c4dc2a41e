import { BlockList, isIPv4 } from 'node:net';

/**
 * Loopback, private and link-local networks: where a proxy in front of the shop sits (nginx on
 * the same machine or the same private network). A public address is never a proxy of ours.
 * Carrier-grade NAT (100.64.0.0/10) is left out: Bangladeshi mobile operators put their
 * subscribers there, and such a subscriber is a client.
 */
const networks = new BlockList();
for (const [address, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  networks.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  networks.addSubnet(address, prefix, 'ipv6');
}

/** Whether a peer's address is loopback, private or link-local (IPv4 inside IPv6 too). */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(mapped)) return networks.check(mapped, 'ipv4');
  try {
    return networks.check(address, 'ipv6');
  } catch {
    // Not an address at all (a socket without one): nobody to believe.
    return false;
  }
}
