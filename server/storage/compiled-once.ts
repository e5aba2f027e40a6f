/**
 * Statements of a fixed shape, built and compiled by Kysely once: later calls only fill in their values.
 * Building a query (Kysely's immutable nodes) and compiling it to SQL took 12–13 % of the server's busy time
 * under `npm run bench:server`, as much as PostgreSQL's answers cost to parse (docs/server.md "Benchmark"),
 * for statements whose SQL never changes; the hot ones of the embed and of money actions are kept this way.
 */
import { type Compilable, type CompiledQuery, createQueryId, type Kysely, type QueryResult } from 'kysely';

/** A value of the statement, as `build` receives it: a stand-in the first compile puts where it goes. */
type Values = readonly (string | number | null)[];

/** Stand-in for the value at `index`: text no real value has (a NUL and a marker). */
const standIn = (index: number) => `\u0000compiled-once:${index}`;

/**
 * `build` is called once, with a stand-in for each value, and must use every one of them as a value of the
 * statement only (a parameter): never to decide its shape (no branch on it, no list of varying length, no
 * `sql.lit`, no method called on it — convert dates and JSON before). The first call checks that each stand-in
 * became a parameter and none was written into the SQL, and throws otherwise.
 */
export function compiledOnce<DB, V extends Values, Row>(
  db: Kysely<DB>,
  arity: V['length'],
  build: (...values: V) => Compilable<Row>,
): (...values: V) => Promise<QueryResult<Row>> {
  let compiled: { query: CompiledQuery<Row>; slots: (number | undefined)[] } | undefined;

  function compile() {
    const standIns = Array.from({ length: arity }, (_, index) => standIn(index));
    const query = build(...(standIns as unknown as V)).compile();
    const shown = query.sql.replaceAll('\u0000', '');
    const slots = query.parameters.map((parameter) =>
      typeof parameter === 'string' ? standIns.indexOf(parameter) : -1,
    );
    standIns.forEach((text, index) => {
      if (query.sql.includes(text) || !slots.includes(index))
        throw new Error(`compiledOnce: value ${index} is not a parameter of ${shown}`);
    });
    if (query.parameters.some((parameter, at) => slots[at] === -1 && String(parameter).includes('\u0000')))
      throw new Error(`compiledOnce: a value was changed on its way into ${shown}`);
    return { query, slots: slots.map((slot) => (slot === -1 ? undefined : slot)) };
  }

  return async (...values) => {
    compiled ??= compile();
    const { query, slots } = compiled;
    const parameters = query.parameters.map((parameter, at) => {
      const slot = slots[at];
      return slot === undefined ? parameter : values[slot];
    });
    return db.executeQuery<Row>({ ...query, parameters, queryId: createQueryId() });
  };
}
