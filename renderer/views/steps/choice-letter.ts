/** Badge letter of the n-th choice (0 → 'A', 25 → 'Z', 26 → 'AA'), spreadsheet style past Z. */
export function choiceLetter(index: number): string {
  let n = index;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}
