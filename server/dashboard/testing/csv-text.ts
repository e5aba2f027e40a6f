/** Reading the sessions CSV back in tests: the streamed pieces joined, and the file split as RFC 4180 reads it. */

export async function csvText(pieces: AsyncGenerator<string>): Promise<string> {
  let all = '';
  for await (const piece of pieces) all += piece;
  return all;
}

/** RFC 4180's reading of the file: quoted cells may hold separators, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.matchAll(/((?:"(?:[^"]|"")*"|[^,"\r\n]*)(?:,(?:"(?:[^"]|"")*"|[^,"\r\n]*))*)\r\n/g))
    rows.push(
      [...(line[1] ?? '').matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,"\r\n]*)/g)].map(([, cell = '']) =>
        cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
      ),
    );
  return rows;
}
