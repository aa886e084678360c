import { z } from 'zod';

/**
 * Spec 02 §7 core service: GET /ipdetails. The spec names no fields, so these are ours:
 * - ip: the caller's address as the server counts it (the peer, or X-Forwarded-For from a proxy TRUST_PROXY names);
 * - version: 4 or 6 (an IPv4 client of a dual-stack socket is its IPv4 address);
 * - range: loopback, private (RFC 1918, shared 100.64/10, IPv6 unique-local), link-local, or public;
 * - location: the coarse location, 'local' for the first three (this machine or its network), 'unknown' for a
 *   public address: the server ships no geolocation data and asks no outside service.
 */
export const ipRanges = ['loopback', 'private', 'link-local', 'public'] as const;
export type IpRange = (typeof ipRanges)[number];
export const ipLocations = ['local', 'unknown'] as const;

export const ipDetailsSchema = z.object({
  ip: z.string(),
  version: z.union([z.literal(4), z.literal(6)]),
  range: z.enum(ipRanges),
  location: z.enum(ipLocations),
});
export type IpDetails = z.infer<typeof ipDetailsSchema>;
export const ipDetailsResponseSchema = z.object({ data: ipDetailsSchema });
