/**
 * The session recording in a real browser (spec §4 Widget calls, §9): it holds the widget and nothing of
 * the host page, every typed text masked; without the customer's consent the rrweb chunk is never fetched
 * and nothing is uploaded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflate } from 'pako';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialogOf,
  HOST_MARKERS,
  openHost,
  type ReportingHarness,
  received,
  startReportingHarness,
  waitFor,
} from './host.ts';

let harness: ReportingHarness;
beforeAll(async () => {
  harness = await startReportingHarness();
});
afterAll(async () => {
  await harness?.close();
});

/** The lazy chunk that holds rrweb: the only emitted file with rrweb's block-size attribute in it. */
function recorderChunk(): string {
  const dir = join(import.meta.dirname, '..', '..', 'dist', 'embed');
  const chunks = readdirSync(dir).filter(
    (file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes('rr_width'),
  );
  expect(chunks).toHaveLength(1);
  return `/embed/${chunks[0]}`;
}

/** Whether the static server served the rrweb chunk since request number `from`. */
const recorderRequested = (from: number) =>
  harness.server.requests.slice(from).some((request) => request.url.startsWith(recorderChunk()));

/** Whether the static server served pako's deflate (the recording's fallback for browsers without CompressionStream). */
const deflateFallbackRequested = (from: number) =>
  harness.server.requests
    .slice(from)
    .some((request) => /\/holdfast-deflate-fallback-[\w-]+\.js/.test(request.url));

/** What the customer types into the widget's fields. */
const WIDGET_MARKERS = {
  followup: 'FOLLOWUP-8e21-my-secret-reason',
  feedback: 'FEEDBACK-c3d7-ada@example.org',
};

/** Decodes the upload as a backend would: base64, inflate, JSON. */
function decode(recording: unknown): string {
  if (typeof recording !== 'string') throw new Error('no recording in the upload');
  return inflate(Buffer.from(recording, 'base64'), { to: 'string' });
}

describe('the recording holds only the widget, with every typed text masked', () => {
  it('marker strings typed into every field, the widget’s and the host page’s, are nowhere in it', async () => {
    const from = harness.server.requests.length;
    const host = await openHost(harness);
    const { page } = host;
    await page.locator('#host-input').pressSequentially(HOST_MARKERS.typedInput);
    await page.locator('#host-notes').pressSequentially(HOST_MARKERS.typedNotes);
    await page.locator('#host-editable').pressSequentially(HOST_MARKERS.editable);
    await host.open({ recordingConsent: true });
    const dialog = dialogOf(page);

    await dialog.getByRole('radio', { name: 'Other', exact: true }).check();
    await dialog.getByRole('textbox').pressSequentially(WIDGET_MARKERS.followup);
    // The host page changes under the open widget, by script as by a person.
    await page.locator('#host-input').fill(HOST_MARKERS.liveInput);
    await page.evaluate((text) => {
      const note = document.createElement('p');
      note.textContent = text;
      document.body.append(note);
    }, `${HOST_MARKERS.text}-added-later`);
    await host.footer('Next');
    await dialog.getByRole('heading', { level: 2, name: 'Anything else we should know?' }).waitFor();
    await dialog.getByRole('textbox').pressSequentially(WIDGET_MARKERS.feedback);
    await host.footer('Next');
    await page.waitForTimeout(300);
    await page.evaluate(() => Reflect.get(window, 'holdfast').hide());

    const [upload] = await waitFor(
      () => received(harness, 'PUT', '/api/sessions/'),
      (uploads) => uploads.length > 0,
    );
    const body = upload?.body;
    if (typeof body !== 'object' || body === null) throw new Error('no recording upload');
    expect(body).toMatchObject({
      recordingStartTime: expect.any(String),
      recordingEndTime: expect.any(String),
    });
    const json = decode(Reflect.get(body, 'recording'));
    const events: unknown = JSON.parse(json);
    expect(Array.isArray(events) && events.length > 2).toBe(true);

    for (const marker of [...Object.values(HOST_MARKERS), ...Object.values(WIDGET_MARKERS), 'HOSTURL-3f9a']) {
      expect(json, `the recording contains ${marker}`).not.toContain(marker);
    }
    // Not empty either: the widget is there, its texts and the masked typing.
    expect(json).toContain('Anything else we should know?');
    expect(json).toContain('*'.repeat(WIDGET_MARKERS.feedback.length));
    expect(recorderRequested(from)).toBe(true);
    // Chromium compresses with its own CompressionStream: pako is never fetched.
    expect(deflateFallbackRequested(from)).toBe(false);
    await host.context.close();
  });
});

describe('a browser without CompressionStream compresses with pako, fetched only then', () => {
  it('the pako chunk is fetched and the upload decodes with pako.inflate like any other', async () => {
    const from = harness.server.requests.length;
    const uploadsBefore = received(harness, 'PUT', '/api/sessions/').length;
    const context = await harness.browser.newContext();
    await context.addInitScript(() => {
      Reflect.deleteProperty(globalThis, 'CompressionStream');
    });
    const host = await openHost(harness, context);
    await host.open({ recordingConsent: true });
    await dialogOf(host.page).getByRole('radio', { name: 'It is too expensive', exact: true }).check();
    await host.footer('Next');
    await host.page.waitForTimeout(300);
    await host.page.evaluate(() => Reflect.get(window, 'holdfast').hide());

    const uploads = await waitFor(
      () => received(harness, 'PUT', '/api/sessions/').slice(uploadsBefore),
      (found) => found.length > 0,
    );
    const body = uploads[0]?.body;
    if (typeof body !== 'object' || body === null) throw new Error('no recording upload');
    const json = decode(Reflect.get(body, 'recording'));
    const events: unknown = JSON.parse(json);
    expect(Array.isArray(events) && events.length > 2).toBe(true);
    expect(json).toContain('It is too expensive');
    expect(deflateFallbackRequested(from)).toBe(true);
    await context.close();
  });
});

describe('with consent withheld nothing of the recording happens', () => {
  it.each([
    ['recordingConsent: false', { recordingConsent: false }],
    ['no recordingConsent at all', {}],
  ])('%s: the rrweb chunk is never requested and no recording is uploaded', async (_, options) => {
    const from = harness.server.requests.length;
    const uploadsBefore = received(harness, 'PUT', '/api/sessions/').length;
    const sessionsBefore = received(harness, 'POST', '/api/sessions').length;
    const host = await openHost(harness);
    await host.open(options);
    await dialogOf(host.page).getByRole('radio', { name: 'It is too expensive', exact: true }).check();
    await host.footer('Next');
    await host.page.waitForTimeout(500);
    await host.page.evaluate(() => Reflect.get(window, 'holdfast').hide());
    await waitFor(
      () => received(harness, 'POST', '/api/sessions').length,
      (count) => count > sessionsBefore,
    );
    await host.page.waitForTimeout(1500);
    expect(received(harness, 'POST', '/api/sessions').at(-1)?.body).toMatchObject({
      recording: false,
      aborted: true,
    });
    expect(received(harness, 'PUT', '/api/sessions/').length).toBe(uploadsBefore);
    expect(harness.server.requests.length).toBeGreaterThan(from);
    expect(recorderRequested(from)).toBe(false);
    await host.context.close();
  });
});
