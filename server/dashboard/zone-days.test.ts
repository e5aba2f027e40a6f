import { describe, expect, it } from 'vitest';
import { dayStart, localDay, nextDay, perLocalDay } from './zone-days.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('a day of a time zone starts at its local midnight', () => {
  it('is the UTC instant of midnight there (Auckland is +13:00 in summer)', () => {
    expect(iso(dayStart('2026-12-02', 'Pacific/Auckland'))).toBe('2026-12-01T11:00:00.000Z');
    expect(iso(dayStart('2026-12-02', 'America/Los_Angeles'))).toBe('2026-12-02T08:00:00.000Z');
    expect(iso(dayStart('2026-12-02', 'UTC'))).toBe('2026-12-02T00:00:00.000Z');
    expect(iso(dayStart('2026-12-02', 'Asia/Kathmandu'))).toBe('2026-12-01T18:15:00.000Z');
  });

  it('makes a spring-forward day 23 hours and a fall-back day 25 (America/New_York, 2026)', () => {
    const hours = (day: string) =>
      (dayStart(nextDay(day), 'America/New_York') - dayStart(day, 'America/New_York')) / 3_600_000;
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
    expect(hours('2026-11-02')).toBe(24);
  });

  it('starts a day whose midnight is skipped at the clock change (Santiago, 2026-09-06 starts 01:00)', () => {
    // Chile moves its clocks from 00:00 to 01:00: the day has no midnight and starts at the change.
    expect(iso(dayStart('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(localDay(dayStart('2026-09-06', 'America/Santiago') - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('names the day of an instant there', () => {
    expect(localDay(at('2026-12-01T19:24:00Z'), 'Pacific/Auckland')).toBe('2026-12-02');
    expect(localDay(at('2026-12-01T10:59:59.999Z'), 'Pacific/Auckland')).toBe('2026-12-01');
  });

  it('counts on past 9999-12-31', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('9999-12-31')).toBe('10000-01-01');
    expect(iso(dayStart('10000-01-01', 'UTC'))).toBe('+010000-01-01T00:00:00.000Z');
  });
});

describe('counts per day of a time zone', () => {
  it('puts every slot on exactly one day across a 25-hour fall-back day', () => {
    const zone = 'America/New_York';
    // A slot every quarter hour from 2026-10-31 00:00 to 2026-11-03 00:00 local (EDT → EST on 11-01).
    const start = dayStart('2026-10-31', zone);
    const end = dayStart('2026-11-03', zone);
    const rows = [];
    for (let t = start; t < end; t += 15 * 60_000) rows.push({ at: t, sessions: 1, saved: 0 });
    expect(perLocalDay(rows, zone, 15 * 60_000)).toEqual([
      { day: '2026-10-31', sessions: 96, saved: 0 },
      { day: '2026-11-01', sessions: 100, saved: 0 },
      { day: '2026-11-02', sessions: 96, saved: 0 },
    ]);
  });

  it('puts every slot on exactly one day across a 23-hour spring-forward day (Auckland, 2026-09-27)', () => {
    const zone = 'Pacific/Auckland';
    const start = dayStart('2026-09-26', zone);
    const end = dayStart('2026-09-29', zone);
    const rows = [];
    for (let t = start; t < end; t += 15 * 60_000) rows.push({ at: t, sessions: 2, saved: 1 });
    expect(perLocalDay(rows, zone, 15 * 60_000)).toEqual([
      { day: '2026-09-26', sessions: 192, saved: 96 },
      { day: '2026-09-27', sessions: 184, saved: 92 },
      { day: '2026-09-28', sessions: 192, saved: 96 },
    ]);
  });

  it('skips days without sessions', () => {
    const rows = [
      { at: at('2026-01-01T12:00:00Z'), sessions: 1, saved: 1 },
      { at: at('2026-06-01T12:00:00Z'), sessions: 3, saved: 0 },
    ];
    expect(perLocalDay(rows, 'Europe/Berlin', 3_600_000)).toEqual([
      { day: '2026-01-01', sessions: 1, saved: 1 },
      { day: '2026-06-01', sessions: 3, saved: 0 },
    ]);
  });

  it('asks for finer slots when a day starts inside one (Kolkata is +5:30)', () => {
    const rows = [{ at: at('2026-06-01T18:00:00Z'), sessions: 2, saved: 0 }];
    expect(perLocalDay(rows, 'Asia/Kolkata', 3_600_000)).toBeUndefined();
    expect(perLocalDay(rows, 'Asia/Kolkata', 15 * 60_000)).toEqual([
      { day: '2026-06-01', sessions: 2, saved: 0 },
    ]);
    // A boundary in an hour that holds no sessions does not matter.
    expect(
      perLocalDay([{ at: at('2026-06-01T17:00:00Z'), sessions: 1, saved: 1 }], 'Asia/Kolkata', 3_600_000),
    ).toEqual([{ day: '2026-06-01', sessions: 1, saved: 1 }]);
  });
});
