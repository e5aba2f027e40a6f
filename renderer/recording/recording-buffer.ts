/**
 * What a recording keeps in memory: serialized events in segments, one per checkpoint (spec §9: a full
 * snapshot every RECORDING_CHECKPOINT_MS). A long session cannot grow without bound: past `maxChars` the
 * oldest segments go, a whole segment at a time, so what is kept always starts at a full snapshot and
 * still replays.
 */
export interface RecordingBuffer {
  /** Adds one serialized event; `checkpoint` marks the first event of a new full snapshot. */
  add(json: string, checkpoint: boolean): void;
  /** The kept events as one JSON array, and how many there are. */
  read(): { eventsJson: string; eventCount: number };
}

export function createRecordingBuffer(maxChars: number): RecordingBuffer {
  const segments: string[][] = [[]];
  const sizes = [0];
  let total = 0;
  return {
    add(json, checkpoint) {
      if (checkpoint && (segments[segments.length - 1]?.length ?? 0) > 0) {
        segments.push([]);
        sizes.push(0);
      }
      segments[segments.length - 1]?.push(json);
      sizes[sizes.length - 1] = (sizes[sizes.length - 1] ?? 0) + json.length;
      total += json.length;
      while (total > maxChars && segments.length > 1) {
        segments.shift();
        total -= sizes.shift() ?? 0;
      }
    },
    read() {
      const events = segments.flat();
      return { eventsJson: `[${events.join(',')}]`, eventCount: events.length };
    },
  };
}
