import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkDatabaseUrl,
  DEFAULT_MAIL_FROM,
  DEFAULT_SQLITE_FILE,
  LOG_LEVELS,
  MAX_PROXY_HOPS,
  MIN_DASHBOARD_SECRET_LENGTH,
  readConfig,
} from './config.ts';

describe('readConfig refuses a setting it cannot use, naming it, before anything starts', () => {
  it.each([
    [{ PORT: '99999' }, 'PORT must be from 0 to 65535, got "99999"'],
    [{ PORT: 'abc' }, 'PORT must be a whole number, got "abc"'],
    // Read as a file path, these started the server on a new, empty SQLite database under ./mysql:/
    [
      { DATABASE_URL: 'mysql://db.example/holdfast' },
      'DATABASE_URL must be sqlite:<file> or postgres://…, got a mysql: URL',
    ],
    [{ DATABASE_URL: 'postgress://127.0.0.1/holdfast' }, 'got a postgress: URL'],
    [{ DATABASE_URL: 'postgres:/user@127.0.0.1/holdfast' }, 'got "postgres:" without "//"'],
    [{ DATABASE_URL: 'postgresql:127.0.0.1/holdfast' }, 'got "postgresql:" without "//"'],
    [{ LOG_LEVEL: 'loud' }, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "loud"`],
    [{ DASHBOARD_URL: 'holdfast.example.com' }, 'DASHBOARD_URL must be an http:// or https:// URL'],
    // Handed to the Redis client as they were, these left every instance counting its limits alone.
    [
      { REDIS_URL: 'localhost:6379' },
      'REDIS_URL must be redis://[user:password@]host[:port][/db] or rediss://…',
    ],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL must be redis://'],
    [{ REDIS_URL: 'redis://' }, 'REDIS_URL must be redis://'],
    [{ DASHBOARD_URL: 'ftp://holdfast.example.com' }, 'DASHBOARD_URL must be an http:// or https:// URL'],
    // Handed to the mail library as they were, these crashed the start with "Cannot create property 'mailer'".
    [
      { SMTP_URL: 'smtp.example.com:587' },
      'SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…',
    ],
    [{ SMTP_URL: 'https://mail.example.com' }, 'SMTP_URL must be smtp://'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL must be smtp://'],
    [
      { DASHBOARD_SECRET: 'short' },
      `DASHBOARD_SECRET must be at least ${MIN_DASHBOARD_SECRET_LENGTH} characters`,
    ],
    // A typo must not open the server's network to webhooks, nor leave a reader unsure it did not.
    [
      { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'ture' },
      'WEBHOOK_ALLOW_PRIVATE_ADDRESSES must be true or false, got "ture"',
    ],
  ])('%o', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  // Taken as they were, though the dashboard is served at the origin's /dashboard/ whatever the path says.
  it.each([
    'https://holdfast.example.com/dash',
    'https://holdfast.example.com/?a=1',
    'https://holdfast.example.com?',
    'https://holdfast.example.com/#x',
    'https://team@holdfast.example.com',
  ])('DASHBOARD_URL %o', (url) => {
    expect(() => readConfig({ DASHBOARD_URL: url })).toThrow(
      `DASHBOARD_URL must be an origin, http(s)://host[:port] with no path or query (the dashboard is served at its /dashboard/), got "${url}"`,
    );
  });

  // Taken as they were, these made every verification e-mail fail at the mail server.
  it.each(['Holdfast', 'a@example.com, b@example.com', 'Holdfast <>', 'Team: a@example.com;'])(
    'MAIL_FROM %o',
    (from) => {
      expect(() => readConfig({ MAIL_FROM: from })).toThrow(
        `MAIL_FROM must be one sender, "Name <address@example.com>" or an address, got "${from}"`,
      );
    },
  );

  it('takes what the docs name: sqlite:, a bare path, postgres:// and postgresql://, the levels, an https origin, redis(s)://, smtp(s)://, one sender', () => {
    expect(readConfig({}).databaseUrl).toBe(`sqlite:${resolve(DEFAULT_SQLITE_FILE)}`);
    for (const url of [
      'sqlite:./data/x.sqlite',
      'sqlite::memory:',
      './data/x.sqlite',
      'C:\\holdfast\\x.sqlite',
      'postgres://user@127.0.0.1:5432/db',
      'postgresql://127.0.0.1/db',
      'POSTGRES://127.0.0.1/db',
    ]) {
      expect(readConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
    for (const level of LOG_LEVELS) expect(readConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
    const config = readConfig({
      PORT: '65535',
      DASHBOARD_URL: 'https://holdfast.example.com',
      DASHBOARD_SECRET: 'x'.repeat(MIN_DASHBOARD_SECRET_LENGTH),
    });
    expect(config.port).toBe(65535);
    expect(config.dashboard.url).toBe('https://holdfast.example.com');
    expect(readConfig({ DASHBOARD_URL: 'https://holdfast.example.com:8443/' }).dashboard.url).toBe(
      'https://holdfast.example.com:8443',
    );
    for (const url of [
      'redis://127.0.0.1:6379',
      'redis://:secret@cache.internal/2',
      'rediss://cache.example:6380',
    ])
      expect(readConfig({ REDIS_URL: url }).redisUrl).toBe(url);
    expect(readConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    for (const url of ['smtp://user:pass@mail.example.com:587', 'smtps://mail.example.com'])
      expect(readConfig({ SMTP_URL: url }).smtpUrl).toBe(url);
    expect(readConfig({}).smtpUrl).toBeNull();
    for (const from of [
      'Holdfast <no-reply@shop.example>',
      'no-reply@shop.example',
      '"Shop, Inc." <help@shop.example>',
    ])
      expect(readConfig({ MAIL_FROM: from }).mailFrom).toBe(from);
    expect(readConfig({}).mailFrom).toBe(DEFAULT_MAIL_FROM);
  });
});

describe('copy-database checks its target as DATABASE_URL is checked', () => {
  it('names the argument', () => {
    expect(() => checkDatabaseUrl('postgress://db.internal/holdfast', 'The target')).toThrow(
      'The target must be sqlite:<file> or postgres://…, got a postgress: URL',
    );
    expect(checkDatabaseUrl('postgres://db.internal/holdfast', 'The target')).toBe(
      'postgres://db.internal/holdfast',
    );
  });
});

describe('on/off settings', () => {
  const SETTINGS = [
    ['SEED_DEMO', 'seedDemo', true],
    ['WEBHOOK_WORKER', 'webhookWorker', true],
    ['WEBHOOK_ALLOW_PRIVATE_ADDRESSES', 'webhookAllowPrivateAddresses', false],
  ] as const;

  it.each(SETTINGS)(
    '%s keeps its default unset, takes yes and no words, refuses anything else',
    (name, key, fallback) => {
      expect(readConfig({})[key]).toBe(fallback);
      expect(readConfig({ [name]: '' })[key]).toBe(fallback);
      for (const yes of ['true', '1', 'yes', 'on', 'TRUE', ' true '])
        expect(readConfig({ [name]: yes })[key], yes).toBe(true);
      for (const no of ['false', '0', 'no', 'off', 'Off'])
        expect(readConfig({ [name]: no })[key], no).toBe(false);
      for (const typo of ['flase', 'ture', 'y', 'disabled'])
        expect(() => readConfig({ [name]: typo }), typo).toThrow(
          `${name} must be true or false, got "${typo}"`,
        );
    },
  );
});

describe('TRUST_PROXY', () => {
  it('is how many proxies in front write X-Forwarded-For: none unless set, one for a yes, or a count', () => {
    expect(readConfig({}).proxyHops).toBe(0);
    for (const no of ['', 'false', '0', 'no', 'off'])
      expect(readConfig({ TRUST_PROXY: no }).proxyHops, no).toBe(0);
    for (const yes of ['true', '1', 'yes', 'on'])
      expect(readConfig({ TRUST_PROXY: yes }).proxyHops, yes).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).proxyHops).toBe(2);
    expect(readConfig({ TRUST_PROXY: String(MAX_PROXY_HOPS) }).proxyHops).toBe(MAX_PROXY_HOPS);
  });

  it.each(['flase', '-1', '1.5', String(MAX_PROXY_HOPS + 1), '20'])('refuses %o', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be true or false/);
  });
});

describe('WEBHOOK_ALLOW_PRIVATE_ADDRESSES', () => {
  it('is off unless set, and on only for a clear yes', () => {
    expect(readConfig({}).webhookAllowPrivateAddresses).toBe(false);
    for (const yes of ['true', '1', 'yes', 'on', 'TRUE'])
      expect(readConfig({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: yes }).webhookAllowPrivateAddresses, yes).toBe(
        true,
      );
    for (const no of ['false', '0', 'no', 'off', ''])
      expect(readConfig({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: no }).webhookAllowPrivateAddresses, no).toBe(
        false,
      );
  });
});

describe('RECORDING_RETENTION_DAYS', () => {
  it('keeps recordings until deleted unless set; takes whole days from 1 and refuses anything else', () => {
    expect(readConfig({}).recordingRetentionDays).toBeNull();
    expect(readConfig({ RECORDING_RETENTION_DAYS: '' }).recordingRetentionDays).toBeNull();
    expect(readConfig({ RECORDING_RETENTION_DAYS: '30' }).recordingRetentionDays).toBe(30);
    // 0 would read as "keep none" to one operator and "keep forever" to another: neither is guessed.
    for (const bad of ['0', '-1', '1.5', '30d', 'forever'])
      expect(() => readConfig({ RECORDING_RETENTION_DAYS: bad }), bad).toThrow(
        `RECORDING_RETENTION_DAYS must be a whole number of days from 1 (unset keeps recordings until deleted), got "${bad}"`,
      );
  });
});
