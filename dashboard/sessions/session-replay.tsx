/**
 * Plays a session's recording with rrweb's player, loaded with this chunk. The player draws the recorded page
 * in a sandboxed iframe with scripts off, so recorded markup never runs in the dashboard.
 */
import type { Replayer } from '@rrweb/replay';
import { useEffect, useRef, useState } from 'react';

type ReplayEvent = ConstructorParameters<typeof Replayer>[0][number];

function isReplayEvent(value: unknown): value is ReplayEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'type') === 'number' &&
    typeof Reflect.get(value, 'timestamp') === 'number'
  );
}

export default function SessionReplay({ loadEvents }: { loadEvents: () => Promise<unknown[]> }) {
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let replayer: Replayer | null = null;
    void (async () => {
      try {
        const [events, { Replayer: Player }] = await Promise.all([
          loadEvents(),
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
  }, [loadEvents]);

  return (
    <div className="replay">
      {error ? <p role="alert">The replay failed: {error}</p> : null}
      <div ref={box} className="replay-stage" data-testid="session-replay" />
    </div>
  );
}
