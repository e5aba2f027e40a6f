import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostApiFrom, playgroundWidget } from './widget.ts';

afterEach(() => vi.restoreAllMocks());

describe('the playground drives the widget like a host page (spec §1)', () => {
  it('passes each call through with its arguments', async () => {
    const seen: [string, unknown[]][] = [];
    const widget = playgroundWidget(
      hostApiFrom((method, args) => {
        seen.push([method, args]);
        return `${method} done`;
      }),
    );
    await expect(widget.check('pause', { force: true })).resolves.toBe('check done');
    await widget.managedFlow('show', { appId: 'app_test' });
    expect(seen).toEqual([
      ['check', ['pause', { force: true }]],
      ['managedFlow', ['show', { appId: 'app_test' }]],
    ]);
  });

  it('a method that breaks the never-throw promise is logged, not propagated', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const widget = playgroundWidget(
      hostApiFrom(() => {
        throw new Error('boom');
      }),
    );
    await expect(widget.show()).resolves.toBeUndefined();
    await expect(widget.init({})).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
  });
});
