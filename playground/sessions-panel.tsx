/** The sessions the mock backend received, each with its results and, when recorded, a replay. */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { toDisplayJson } from './display-json.ts';
import { outcomeOf, type ReceivedSession } from './received-sessions.ts';

const SessionReplay = lazy(() => import('./session-replay.tsx'));

/** A second look after a callback, once delivery and the recording upload have had time. */
export const RELOAD_AFTER_MS = 1500;

export interface SessionsPanelProps {
  load: () => Promise<{ ok: true; sessions: ReceivedSession[] } | { ok: false; message: string }>;
  /** Changes when something may have arrived (a callback fired): the panel reloads. */
  refreshKey: number;
  /** The mock backend answers (its worker started); before that there is nothing to ask. */
  ready: boolean;
}

function RecordingLine({
  session,
  playing,
  onPlay,
}: {
  session: ReceivedSession;
  playing: boolean;
  onPlay: () => void;
}) {
  const { recording } = session;
  if (!recording) return <p className="hint">Not recorded.</p>;
  if (!recording.ok) return <p className="messages error">Recording: {recording.message}</p>;
  return (
    <p>
      Recorded ({recording.events.length} events){' '}
      <button type="button" onClick={onPlay} disabled={playing}>
        Replay
      </button>
    </p>
  );
}

/** The sessions panel, newest first. */
export function SessionsPanel({ load, refreshKey, ready }: SessionsPanelProps) {
  const [sessions, setSessions] = useState<ReceivedSession[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  // A load that answers after the panel is gone (a closed playground, a finished test) changes nothing.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refresh = useCallback(async () => {
    const result = await load();
    if (!mounted.current) return;
    if (result.ok) {
      setSessions(result.sessions);
      setError(null);
    } else setError(result.message);
  }, [load]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey is the signal to reload, not a value read.
  useEffect(() => {
    if (!ready) return;
    void refresh();
    // The results are queued when the callbacks fire, and the recording follows them: look again shortly.
    const again = setTimeout(() => void refresh(), RELOAD_AFTER_MS);
    return () => clearTimeout(again);
  }, [refresh, refreshKey, ready]);

  const replayed = sessions.find((session) => session.id === playing);
  return (
    <section className="panel log" aria-labelledby="sessions-heading">
      <header>
        <h2 id="sessions-heading">Sessions received</h2>
        <button type="button" onClick={() => void refresh()} disabled={!ready}>
          Refresh
        </button>
      </header>
      {error ? <p className="messages error">{error}</p> : null}
      {sessions.length === 0 && !error ? <p className="hint">No session yet.</p> : null}
      <ol className="entries">
        {sessions.map((session) => (
          <li key={session.id}>
            <p>
              <time dateTime={session.createdAt}>{session.createdAt.slice(11, 19)}</time>{' '}
              <code>{session.id}</code> {outcomeOf(session.results)}
            </p>
            <RecordingLine
              session={session}
              playing={playing === session.id}
              onPlay={() => setPlaying(session.id)}
            />
            <details>
              <summary>Results</summary>
              <pre>{toDisplayJson(session.results)}</pre>
            </details>
          </li>
        ))}
      </ol>
      {replayed?.recording?.ok ? (
        <Suspense fallback={<p className="hint">Loading the replayer…</p>}>
          <h3>Replay of {replayed.id}</h3>
          <SessionReplay events={replayed.recording.events} />
        </Suspense>
      ) : null}
    </section>
  );
}
