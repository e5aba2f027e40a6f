/** The preview's page and script tag as files: framed by the dashboard only; built files only. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embedFileAnswer } from '../embed-files.ts';
import { previewPageAnswer, staticAnswer } from './static-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'holdfast-preview-page-'));
const pageDir = join(dir, 'dashboard');
const embedDir = join(dir, 'embed');
mkdirSync(pageDir);
mkdirSync(embedDir);
writeFileSync(join(pageDir, 'index.html'), '<p>dashboard</p>');
writeFileSync(join(pageDir, 'preview.html'), '<p>preview</p>');
writeFileSync(join(embedDir, 'holdfast.js'), 'window.loaded = 1;');
writeFileSync(join(dir, 'secret.js'), 'secret');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the preview page', () => {
  it('may be framed by the dashboard’s own pages, which may not be framed at all', async () => {
    const preview = await previewPageAnswer(pageDir);
    expect(await preview.text()).toBe('<p>preview</p>');
    expect(preview.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const dashboard = await staticAnswer(pageDir, 'flows');
    expect(dashboard.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('lets a dashboard page load nothing from another origin (a replay’s recorded images, styles, fonts)', async () => {
    const csp = (await staticAnswer(pageDir, 'sessions')).headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    for (const name of ['style-src', 'font-src', 'media-src', 'connect-src']) {
      const sources = directives.get(name) ?? [];
      expect(sources, name).toContain("'self'");
      // No host, scheme-wide http(s):, or wildcard source: only this origin and inline data.
      for (const source of sources) expect(source, name).toMatch(/^('self'|'unsafe-inline'|data:|blob:)$/);
    }
  });

  it('is a 404 naming the build when the dashboard was not built', async () => {
    const missing = await previewPageAnswer(join(dir, 'nowhere'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/npm run build/);
  });
});

describe('the script tag beside it', () => {
  it('serves the built files by their flat names, and nothing outside the folder', async () => {
    const loader = await embedFileAnswer(embedDir, 'holdfast.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await embedFileAnswer(embedDir, '../secret.js')).status).toBe(404);
    expect((await embedFileAnswer(embedDir, 'holdfast-core.js')).status).toBe(404);
  });
});
