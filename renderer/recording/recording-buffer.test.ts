import { describe, expect, it } from 'vitest';
import { createRecordingBuffer } from './recording-buffer.ts';

const event = (type: number, n: number) => JSON.stringify({ type, data: { n }, timestamp: n });
const META = 4;
const FULL = 2;
const INCREMENTAL = 3;

describe('spec §9: the recording is checkpointed; a long one keeps its latest checkpoints', () => {
  it('keeps every event, in order, while under the limit', () => {
    const buffer = createRecordingBuffer(10_000);
    buffer.add(event(META, 1), false);
    buffer.add(event(FULL, 2), false);
    buffer.add(event(INCREMENTAL, 3), false);
    buffer.add(event(META, 4), true);
    buffer.add(event(FULL, 5), false);
    const { eventsJson, eventCount } = buffer.read();
    expect(eventCount).toBe(5);
    expect(JSON.parse(eventsJson).map((e: { data: { n: number } }) => e.data.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('over the limit, the oldest checkpoints go whole: what is kept starts at a full snapshot', () => {
    const size = event(META, 1).length;
    const buffer = createRecordingBuffer(size * 5);
    let n = 0;
    for (let checkpoint = 0; checkpoint < 4; checkpoint++) {
      buffer.add(event(META, ++n), checkpoint > 0);
      buffer.add(event(FULL, ++n), false);
      buffer.add(event(INCREMENTAL, ++n), false);
    }
    const kept: Array<{ type: number; data: { n: number } }> = JSON.parse(buffer.read().eventsJson);
    expect(kept.map((e) => e.data.n)).toEqual([10, 11, 12]);
    expect(kept[0]?.type).toBe(META);
    expect(kept[1]?.type).toBe(FULL);
  });

  it('the current checkpoint is never dropped, even alone over the limit', () => {
    const buffer = createRecordingBuffer(10);
    buffer.add(event(META, 1), false);
    buffer.add(event(FULL, 2), false);
    expect(buffer.read().eventCount).toBe(2);
  });

  it('an empty recording reads as an empty array', () => {
    expect(createRecordingBuffer(10).read()).toEqual({ eventsJson: '[]', eventCount: 0 });
  });
});
