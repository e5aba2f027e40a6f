/**
 * The sessions CSV holds the customer's free-form feedback (the FREEFORM step's text, the results' `feedback`),
 * as a session's page shows it: the last column, after the surveys', on both dialects. It is the customer's
 * text, so hostile: defused and quoted like every cell, kept whole at the results' limit and in any script.
 */
import { beforeAll, expect, it } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import * as migration from '../storage/migrations/018-session-feedback.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, type CustomerName } from '../testing/server-seed.ts';
import type { SessionResultsInput } from '../testing/session-results.ts';
import type { TestCall } from '../testing/test-client.ts';
import { CSV_COLUMNS, FEEDBACK_COLUMN, sessionsCsv } from './sessions-csv.ts';
import { csvText, parseCsv } from './testing/csv-text.ts';
import { dashboardSeed, REASONS } from './testing/dashboard-seed.ts';
import { postServedSession } from './testing/served-session.ts';

const FEEDBACK = {
  plain: 'Loved it, but money is tight this year.',
  /** Typed to run as a formula, to end its cell and its row, and to start a new one. */
  hostile: '=HYPERLINK("https://evil.example","Refund"),\r\n@SUM(A1)\n-1+1,"",\t',
  /** The results' limit, in code units, with every character a CSV must quote. */
  long: `+${'a, "b"\r\n'.repeat(MAX_FREE_TEXT_CHARS)}`.slice(0, MAX_FREE_TEXT_CHARS),
  /** Accents, right-to-left Hebrew and Arabic, a combining mark, emoji with a skin tone and a joiner. */
  scripts: 'Trop cher — שלום, זה יקר מדי · غالي جدا · ñ́ 👍🏽 👩‍💻 日本語',
} as const;

const post = (call: TestCall, as: CustomerName, fields: Partial<SessionResultsInput>) =>
  postServedSession(call, as, `csv-feedback-${as}`, fields);

describeOnBothDialects(
  'the sessions CSV: the customer’s feedback',
  (server) => {
    const ids: Record<keyof typeof FEEDBACK | 'none' | 'surveyed', string> = {
      plain: '',
      hostile: '',
      long: '',
      scripts: '',
      none: '',
      surveyed: '',
    };
    let whole = '';
    let rows: string[][] = [];
    const cellsOf = (id: string) => {
      const found = rows.find((cells) => cells[0] === id);
      if (!found) throw new Error(`no row for ${id}`);
      return found;
    };
    const feedbackOf = (id: string) => cellsOf(id).at(-1);

    beforeAll(async () => {
      const typed = [
        ['plain', 'ada'],
        ['hostile', 'bob'],
        ['long', 'cyd'],
        ['scripts', 'dee'],
      ] as const;
      for (const [kind, as] of typed) ids[kind] = await post(server.call, as, { feedback: FEEDBACK[kind] });
      ids.none = await post(server.call, 'eve', {});
      ids.surveyed = await post(server.call, 'fay', {
        surveyId: 'step_survey',
        surveyChoiceId: REASONS.expensive.guid,
        followupResponse: 'Half the price',
        feedback: FEEDBACK.plain,
      });
      whole = await csvText(sessionsCsv(server.started.server.deps.database.db, APP_ID, {}));
      rows = parseCsv(whole);
    }, START_TIMEOUT_MS);

    it('heads a feedback column last, after the surveys’ columns', () => {
      expect(rows[0]?.slice(0, CSV_COLUMNS.length)).toEqual([...CSV_COLUMNS]);
      expect(rows[0]?.at(-1)).toBe(FEEDBACK_COLUMN);
      expect(rows[0]).toHaveLength(CSV_COLUMNS.length + 3);
      expect(rows.slice(1).map((cells) => cells.length)).toEqual(Array(6).fill(CSV_COLUMNS.length + 3));
    });

    it('writes what the customer typed, and leaves it empty when they typed nothing', () => {
      expect(feedbackOf(ids.plain)).toBe(FEEDBACK.plain);
      expect(cellsOf(ids.surveyed).slice(CSV_COLUMNS.length)).toEqual([
        REASONS.expensive.value,
        'Half the price',
        FEEDBACK.plain,
      ]);
      expect(feedbackOf(ids.none)).toBe('');
    });

    it('defuses a typed formula and keeps separators, quotes and line breaks in its one cell', () => {
      expect(feedbackOf(ids.hostile)).toBe(`'${FEEDBACK.hostile}`);
      expect(whole).toContain(
        `,"'=HYPERLINK(""https://evil.example"",""Refund""),\r\n@SUM(A1)\n-1+1,"""",\t"\r\n`,
      );
      expect(rows).toHaveLength(7);
    });

    it('keeps a feedback at the results’ limit whole', () => {
      expect(FEEDBACK.long).toHaveLength(MAX_FREE_TEXT_CHARS);
      expect(feedbackOf(ids.long)).toBe(`'${FEEDBACK.long}`);
    });

    it('keeps every script, mark and emoji as typed', () => {
      expect(feedbackOf(ids.scripts)).toBe(FEEDBACK.scripts);
      expect(Buffer.from(whole, 'utf8').includes(Buffer.from(FEEDBACK.scripts, 'utf8'))).toBe(true);
    });

    it('is the same file whatever the batch size', async () => {
      const db = server.started.server.deps.database.db;
      for (const batch of [1, 4]) expect(await csvText(sessionsCsv(db, APP_ID, {}, batch))).toBe(whole);
    });

    // Last: it rewrites a stored session.
    it('migration 018 fills the feedback of sessions stored before it, an escaped NUL as U+FFFD', async () => {
      const { db } = server.started.server.deps.database;
      // Stored before NULs were replaced at the boundary (server/http/request-text.ts): PostgreSQL's ->> refuses it.
      const { results } = await db
        .selectFrom('sessions')
        .select('results')
        .where('id', '=', ids.none)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('sessions')
        .set({ results: (results ?? '').replace('"feedback":null', '"feedback":"a\\u0000b"') })
        .where('id', '=', ids.none)
        .execute();
      await migration.down(db);
      await migration.up(db);
      const again = parseCsv(await csvText(sessionsCsv(db, APP_ID, {})));
      expect(again.filter((cells) => cells[0] !== ids.none)).toEqual(
        rows.filter((cells) => cells[0] !== ids.none),
      );
      expect(again.find((cells) => cells[0] === ids.none)?.at(-1)).toBe('a\uFFFDb');
    });
  },
  { seed: dashboardSeed },
);
