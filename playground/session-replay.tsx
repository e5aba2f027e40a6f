/**
 * Plays a recorded session back with rrweb's replayer. Its own chunk (imported with React.lazy), and the
 * replayer inside it loaded lazily too, so the playground's first load carries no rrweb.
 */
import type { Replayer } from '@rrweb/replay';
import { useEffect, useRef, useState } from 'react';
import type { RecordedEvent } from '../renderer/recording/scrub.ts';

type ReplayEvent = ConstructorParameters<typeof Replayer>[0][number];

/** The decoder checked every event's type and timestamp: what rrweb's replayer reads first. */
function isReplayEvent(value: unknown): value is ReplayEvent {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'type') === 'number';
}

export interface SessionReplayProps {
  events: readonly RecordedEvent[];
}

/** The replayer, mounted in a box of its own, playing at once. */
export default function SessionReplay({ events }: SessionReplayProps) {
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let replayer: Replayer | null = null;
    void (async () => {
      try {
        const [{ Replayer: Player }] = await Promise.all([
          import('@rrweb/replay'),
          import('@rrweb/replay/dist/style.css'),
        ]);
        if (!live || !box.current) return;
        box.current.replaceChildren();
        replayer = new Player(events.filter(isReplayEvent), {
          root: box.current,
          mouseTail: false,
          showWarning: false,
        });
        replayer.play();
      } catch (cause) {
        if (live) setError(cause instanceof Error ? cause.message : String(cause));
      }
    })();
    return () => {
      live = false;
      replayer?.pause();
      replayer?.destroy();
    };
  }, [events]);

  return (
    <div className="replay">
      {error ? <p className="messages error">The replay failed: {error}</p> : null}
      {/* The replayer draws at the recorded viewport's size: scroll rather than squeeze it. */}
      <div
        ref={box}
        className="replay-stage"
        data-testid="session-replay"
        style={{ overflow: 'auto', maxHeight: '36rem' }}
      />
    </div>
  );
}
