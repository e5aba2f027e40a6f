/**
 * Spec §2 Managed flow: on the code form 'the e-mail is masked as first letter plus stars'. One star per
 * remaining character, so the shape of what the customer typed is still recognisable to them.
 */
export function maskEmail(email: string): string {
  const chars = [...email.trim()];
  const first = chars[0];
  if (first === undefined) return '';
  return first + '*'.repeat(chars.length - 1);
}
