import { BlockList, isIP } from 'node:net';
import type { IpDetails, IpRange } from '@portal/contract';

const ranges: [Exclude<IpRange, 'public'>, [string, number, 'ipv4' | 'ipv6'][]][] = [
  [
    'loopback',
    [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
  ],
  [
    'private',
    [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ],
  ],
  [
    'link-local',
    [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
  ],
];
const lists = ranges.map(([range, subnets]) => {
  const list = new BlockList();
  for (const [network, prefix, type] of subnets) list.addSubnet(network, prefix, type);
  return [range, list] as const;
});

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The caller's address with its range and a coarse location, worked out here: no outside service is asked. */
export function ipDetails(address: string): IpDetails {
  const ip = MAPPED_V4.exec(address)?.[1] ?? address;
  const version = isIP(ip) === 6 ? 6 : 4;
  // A link-local IPv6 peer may carry its zone (fe80::1%eth0), which the range check does not take.
  const bare = ip.split('%')[0]!;
  const range = isIP(bare) ? (lists.find(([, list]) => list.check(bare, version === 6 ? 'ipv6' : 'ipv4'))?.[0] ?? 'public') : 'public';
  return { ip, version, range, location: range === 'public' ? 'unknown' : 'local' };
}
