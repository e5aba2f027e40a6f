/**
 * The playground page: controls and custom data on the left; the stage, the action bar and the panels of
 * what happened (callbacks, requests, e-mails) on the right. Everything it shows follows from the URL.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionBar } from './action-bar.tsx';
import { CallbacksPanel, type LoggedCallback } from './callbacks-panel.tsx';
import { ControlsPanel } from './controls-panel.tsx';
import { CustomDataPanel } from './custom-data-panel.tsx';
import { EmailsPanel } from './emails-panel.tsx';
import { experienceEntries } from './experiences.ts';
import { type CustomerChoice, fixtureBlueprint, fixtureCustomer } from './fixture-catalog.ts';
import { loggingCallbacks } from './host-callbacks.ts';
import { MessageList } from './message-list.tsx';
import type { WorkerStart } from './mock-worker.ts';
import { loadReceivedSessions } from './received-sessions.ts';
import { RequestsPanel } from './requests-panel.tsx';
import type { SessionDeps } from './session.ts';
import { SessionsPanel } from './sessions-panel.tsx';
import type { FixtureNames } from './url-state.ts';
import { useBackendLog } from './use-backend-log.ts';
import { usePlaygroundSession } from './use-session.ts';
import { useFragmentState, useUrlParams } from './use-url-state.ts';

export interface AppDeps extends SessionDeps {
  /** False while the console stand-in replaces the widget (renderer/index.ts has no `holdfast` yet). */
  widgetAvailable: boolean;
  startWorker: () => Promise<WorkerStart>;
  names: FixtureNames;
  customers: readonly CustomerChoice[];
}

type WorkerState = { status: 'starting' } | WorkerStart;

/** The playground application. */
export function App({ deps }: { deps: AppDeps }) {
  const { params, problems, setParams } = useUrlParams(deps.names);
  const { fragment, setCustom } = useFragmentState();
  const custom = fragment?.ok ? fragment.value : null;
  const [worker, setWorker] = useState<WorkerState>({ status: 'starting' });
  const [entries, setEntries] = useState<LoggedCallback[]>([]);
  const [restarts, setRestarts] = useState(0);
  const target = useRef<HTMLElement>(null);
  const nextId = useRef(0);
  const ready = 'ok' in worker && worker.ok;

  useEffect(() => {
    let live = true;
    void deps.startWorker().then((result) => live && setWorker(result));
    return () => {
      live = false;
    };
  }, [deps]);

  const log = useBackendLog(deps.control, { ready, pollEmails: params.experience === 'managed-flow' });
  const { refreshSoon } = log;

  const callbacks = useMemo(
    () =>
      loggingCallbacks({
        useHandlers: params.handlers,
        record: (entry) => {
          setEntries((list) => [...list, { ...entry, id: ++nextId.current }]);
          refreshSoon();
        },
      }),
    [params.handlers, refreshSoon],
  );

  const session = usePlaygroundSession({
    deps,
    ready,
    params,
    custom,
    callbacks,
    target,
    restarts,
    onStarted: refreshSoon,
  });

  const fixtureJson = useCallback(() => {
    const now = deps.now();
    const pretty = (value: unknown) => (value == null ? '' : JSON.stringify(value, null, 2));
    return {
      blueprint: pretty(custom?.blueprint?.raw ?? fixtureBlueprint(params.blueprint, now)),
      customer: pretty(custom?.customer?.raw ?? fixtureCustomer(params.customer, now)?.customer),
    };
  }, [deps, custom, params.blueprint, params.customer]);

  const loadSessions = useCallback(() => loadReceivedSessions(deps.apiBase), [deps.apiBase]);
  const outcome = session.status === 'done' ? session.outcome : null;
  const fixtureProvider = custom?.customer
    ? null
    : (fixtureCustomer(params.customer, deps.now())?.provider ?? null);

  return (
    <div className="playground">
      <header className="top">
        <h1>Holdfast playground</h1>
        <p className="hint">
          {experienceEntries[params.experience].label} · {params.mode} · {params.lang}
        </p>
      </header>
      <div className="layout">
        <aside className="sidebar">
          <ControlsPanel
            params={params}
            onChange={setParams}
            blueprints={deps.names.blueprints}
            customers={deps.customers}
            fixtureProvider={fixtureProvider}
            custom={{ blueprint: Boolean(custom?.blueprint), customer: Boolean(custom?.customer) }}
          />
          <CustomDataPanel fragment={fragment} fixtureJson={fixtureJson} onApply={setCustom} />
        </aside>
        <main className="main">
          <MessageList title="The link had problems" messages={problems} tone="warning" />
          {'ok' in worker && !worker.ok ? (
            <MessageList title="Mock backend" messages={[worker.message]} tone="error" />
          ) : null}
          {deps.widgetAvailable ? null : (
            <MessageList
              title="Widget not wired in"
              messages={[
                'renderer/index.ts does not export `holdfast` yet: widget calls are logged to the console. The mock backend and panels work.',
              ]}
              tone="info"
            />
          )}
          {outcome && !outcome.ok ? (
            <MessageList
              title={
                outcome.stage === 'scenario' ? 'Could not build the scenario' : 'The mock backend refused it'
              }
              messages={outcome.errors}
              tone="error"
            />
          ) : null}
          <ActionBar
            widget={deps.widget}
            experiences={deps.experiences}
            params={params}
            worker={'ok' in worker ? (worker.ok ? 'ready' : 'failed') : 'starting'}
            session={session}
            onShown={refreshSoon}
            onRestart={() => setRestarts((count) => count + 1)}
          />
          {/* React leaves this element empty: in inline mode the widget owns what is inside. */}
          <section
            ref={target}
            id="holdfast-inline-target"
            className={params.inline ? 'stage inline' : 'stage'}
            aria-label="Inline stage"
            data-hint={params.inline ? undefined : 'Inline mode renders the widget here.'}
          />
          <div className="panels">
            <CallbacksPanel
              entries={entries}
              useHandlers={params.handlers}
              onUseHandlersChange={(checked) => setParams({ ...params, handlers: checked })}
              onClear={() => setEntries([])}
            />
            <RequestsPanel
              requests={log.requests.items}
              error={log.requests.error}
              onRefresh={() => void log.refreshRequests()}
              onClear={() => void log.clearRequests()}
            />
            <SessionsPanel load={loadSessions} refreshKey={entries.length} ready={ready} />
            {params.experience === 'managed-flow' ? (
              <EmailsPanel
                emails={log.emails.items}
                customerEmail={outcome?.ok ? outcome.identity.email : null}
                error={log.emails.error}
                onRefresh={() => void log.refreshEmails()}
              />
            ) : null}
          </div>
        </main>
      </div>
    </div>
  );
}
