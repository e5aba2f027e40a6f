/**
 * Plays a session's recording with rrweb's player, loaded with this chunk, under controls a person can use:
 * play and pause, a position slider to go anywhere in the recording, and the time played of the length. The
 * player draws the recorded page in a sandboxed iframe with scripts off, so recorded markup never runs in the
 * dashboard.
 */
import type { Replayer } from '@rrweb/replay';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '../format.ts';

// The player also takes events as strings; the server keeps them parsed.
type ReplayEvent = Exclude<ConstructorParameters<typeof Replayer>[0][number], string>;
type PlayState = 'loading' | 'playing' | 'paused' | 'finished';

/** How often the time shown follows the player while it plays (rrweb reports no progress by itself). */
const POSITION_TICK_MS = 200;
/** The slider's step: a tenth of a second is finer than anyone drags. */
const POSITION_STEP_MS = 100;
/** The name of the frame the recorded page is drawn in. */
const REPLAY_FRAME_TITLE = 'The recorded page';
/** rrweb's event type of a whole page's snapshot (its `EventType.FullSnapshot`). */
const FULL_SNAPSHOT = 2;

const BUTTON_TEXT: Record<Exclude<PlayState, 'loading'>, string> = {
  playing: 'Pause',
  paused: 'Play',
  finished: 'Play again',
};

/**
 * How far into the recording the page first appears: rrweb shows a moment as the events up to it left the
 * page, and before the first full snapshot (after the recording's meta event) there is no page yet.
 */
function firstSnapshotAt(events: readonly ReplayEvent[]): number {
  const start = events[0]?.timestamp ?? 0;
  const snapshot = events.find((event) => event.type === FULL_SNAPSHOT);
  return snapshot ? snapshot.timestamp - start : 0;
}

function isReplayEvent(value: unknown): value is ReplayEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'type') === 'number' &&
    typeof Reflect.get(value, 'timestamp') === 'number'
  );
}

export default function SessionReplay({ loadEvents }: { loadEvents: () => Promise<unknown[]> }) {
  const box = useRef<HTMLElement>(null);
  const player = useRef<Replayer | null>(null);
  const firstFrame = useRef(0);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<PlayState>('loading');
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState(0);

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
        const playable = events.filter(isReplayEvent);
        firstFrame.current = firstSnapshotAt(playable);
        replayer = new Player(playable, {
          root: box.current,
          mouseTail: false,
          showWarning: false,
        });
        // The player's frame is the recorded page: named, so a screen reader says what it is.
        replayer.iframe.title = REPLAY_FRAME_TITLE;
        const total = replayer.getMetaData().totalTime;
        replayer.on('finish', () => {
          if (!live) return;
          setState('finished');
          setPosition(total);
        });
        player.current = replayer;
        setLength(total);
        replayer.play();
        setState('playing');
      } catch (cause) {
        if (live) setError(cause instanceof Error ? cause.message : String(cause));
      }
    })();
    return () => {
      live = false;
      player.current = null;
      replayer?.pause();
      replayer?.destroy();
    };
  }, [loadEvents]);

  useEffect(() => {
    if (state !== 'playing') return;
    const tick = setInterval(() => {
      const current = player.current?.getCurrentTime();
      if (current !== undefined) setPosition(Math.min(current, length));
    }, POSITION_TICK_MS);
    return () => clearInterval(tick);
  }, [state, length]);

  const toggle = () => {
    const replayer = player.current;
    if (!replayer) return;
    if (state === 'playing') {
      replayer.pause();
      setPosition(replayer.getCurrentTime());
      setState('paused');
    } else {
      const from = state === 'finished' ? 0 : position;
      replayer.play(from);
      setPosition(from);
      setState('playing');
    }
  };

  const seek = (to: number) => {
    // The player shows the recording as it was at that moment and waits there; Play goes on from it.
    player.current?.pause(Math.max(to, firstFrame.current));
    setPosition(to);
    setState('paused');
  };

  return (
    <div className="replay">
      {error ? <p role="alert">The replay failed: {error}</p> : null}
      {state === 'loading' && !error ? <p className="status">Loading the recording…</p> : null}
      {state !== 'loading' ? (
        <div className="replay-controls">
          <button type="button" onClick={toggle}>
            {BUTTON_TEXT[state]}
          </button>
          <input
            type="range"
            aria-label="Replay position"
            aria-valuetext={`${formatDuration(position)} of ${formatDuration(length)}`}
            min={0}
            max={length}
            step={POSITION_STEP_MS}
            value={position}
            onChange={(e) => seek(Number(e.currentTarget.value))}
          />
          <span>{`${formatDuration(position)} / ${formatDuration(length)}`}</span>
        </div>
      ) : null}
      {/* The stage scrolls when the recorded page is larger than it: focusable, so a keyboard can scroll it. */}
      <section
        ref={box}
        className="replay-stage"
        data-testid="session-replay"
        aria-label="Replay of the session"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      />
    </div>
  );
}
