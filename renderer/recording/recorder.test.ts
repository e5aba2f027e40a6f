import { beforeEach, describe, expect, it, vi } from 'vitest';

const record = vi.hoisted(() => vi.fn((_options: Record<string, unknown>) => () => {}));
vi.mock('@rrweb/record', () => ({ record }));

const { startRecorder } = await import('./recorder.ts');

beforeEach(() => record.mockClear());

describe('Recording checkpoint every 180000 ms (spec §9), as rrweb is told', () => {
  it('asks rrweb for a full checkpoint every 180 s, with inputs masked', () => {
    startRecorder().stop();
    expect(record).toHaveBeenCalledTimes(1);
    expect(record.mock.calls[0]?.[0]).toMatchObject({ checkoutEveryNms: 180_000, maskAllInputs: true });
  });
});
