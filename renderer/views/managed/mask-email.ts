/**
 * Spec §2 Managed flow: on the code form 'the e-mail is masked as first letter plus stars'. The local part and
 * the domain each keep their first letter and a fixed run of stars, the top-level domain stays: the customer
 * recognises the address (a***@e***.com) and a long one does not fill the line with stars or give its length
 * away.
 */

/** Stars standing for the rest of the local part and of the domain name, whatever their length. */
const MASK_STARS = '***';

function maskPart(part: string): string {
  const first = [...part][0];
  return first === undefined ? '' : first + MASK_STARS;
}

export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return maskPart(trimmed);
  const domain = trimmed.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${maskPart(trimmed.slice(0, at))}@${maskPart(dot > 0 ? domain.slice(0, dot) : domain)}${tld}`;
}
