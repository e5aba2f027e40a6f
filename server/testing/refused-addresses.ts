/** The addresses the webhook tests expect refused (services/webhook-address.ts). */

/** One of each kind the server must not send into, named for the failure message. */
export const REFUSED_ADDRESSES = {
  'IPv4 loopback': '127.0.0.1',
  'IPv4 loopback, elsewhere in 127/8': '127.8.9.10',
  'IPv4 private 10/8': '10.1.2.3',
  'IPv4 private 172.16/12': '172.20.0.5',
  'IPv4 private 192.168/16': '192.168.1.1',
  'IPv4 link-local (cloud metadata)': '169.254.169.254',
  'IPv4 CGNAT 100.64/10': '100.64.0.1',
  'IPv4 multicast': '224.0.0.1',
  'IPv4 unspecified': '0.0.0.0',
  'IPv4 broadcast': '255.255.255.255',
  'IPv6 loopback': '::1',
  'IPv6 unspecified': '::',
  'IPv6 link-local': 'fe80::1',
  'IPv6 unique-local': 'fd00::1',
  'IPv6 multicast': 'ff02::1',
  'IPv4-mapped loopback': '::ffff:127.0.0.1',
  'IPv4-mapped private': '::ffff:10.0.0.1',
  'IPv4-mapped metadata': '::ffff:169.254.169.254',
} as const;
