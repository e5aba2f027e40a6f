/**
 * The dashboard's shell: who is signed in decides between the sign-in page and the app; the page shown comes
 * from the URL's hash (#/results, #/sessions, #/sessions/<id>, #/webhooks, #/appearance), so a reload or a shared link lands there.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MeAnswer } from '../contract/dashboard-api.ts';
import { ApiFailure, type DashboardClient } from './api/client.ts';
import { SessionContext } from './api/session-context.ts';
import type { SessionWatch } from './api/session-watch.ts';
import { AppearancePage } from './appearance/appearance-page.tsx';
import { FlowPage } from './flows/flow-page.tsx';
import { createFlowsClient, type FlowsClient } from './flows/flows-client.ts';
import { FlowsPage } from './flows/flows-page.tsx';
import { ResultsPage } from './results/results-page.tsx';
import { parseRoute, type Route, routeHref } from './route.ts';
import { OtherUserNotice, SessionEndedDialog } from './session-ended-dialog.tsx';
import { SessionPage } from './sessions/session-page.tsx';
import { SessionsPage } from './sessions/sessions-page.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { WebhooksPage } from './webhooks/webhooks-page.tsx';

type Who =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'signed-in'; me: MeAnswer }
  | { state: 'error'; message: string };

/** The page the hash names, and a way to go to one at once (the hash's own event comes a task later). */
function useHashRoute(): [Route, (route: Route) => void] {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  const go = useCallback((next: Route) => {
    window.location.hash = routeHref(next);
    setRoute(next);
  }, []);
  return [route, go];
}

export function App({
  client,
  flows = createFlowsClient(window.fetch.bind(window)),
  session,
}: {
  client: DashboardClient;
  /** The flow editor's client (its own, for the problems a refusal carries). */
  flows?: FlowsClient;
  /** Tells when the session has ended mid-page (the clients' fetch is its): sign-in is then asked over it. */
  session?: Pick<SessionWatch, 'subscribe'>;
}) {
  const [who, setWho] = useState<Who>({ state: 'loading' });
  const [ended, setEnded] = useState(false);
  // Counts the times someone else signed in at the dialog: the page is then built anew, for them (`key`).
  const [otherUsers, setOtherUsers] = useState(0);
  const [noticed, setNoticed] = useState(0);
  const [route, go] = useHashRoute();
  useEffect(() => session?.subscribe(() => setEnded(true)), [session]);
  // For what calls the server outside the watched fetch (the previews' frame): see api/session-context.ts.
  const [renewals, setRenewals] = useState(0);
  const sessionContext = useMemo(() => ({ ended: () => setEnded(true), renewals }), [renewals]);

  const load = useCallback(async () => {
    try {
      const me = await client.me();
      // Signed in: a 401 before now (the signed-out visit's own call to `me`) ended no session of this sign-in.
      setEnded(false);
      setWho({ state: 'signed-in', me });
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) setWho({ state: 'signed-out' });
      else setWho({ state: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, [client]);
  useEffect(() => {
    void load();
  }, [load]);

  if (who.state === 'loading') return <p className="status">Loading…</p>;
  if (who.state === 'error')
    return (
      <main className="narrow">
        <p role="alert">{who.message}</p>
      </main>
    );
  if (who.state === 'signed-out')
    return <SignInPage signIn={(email, password) => client.signIn(email, password).then(load)} />;

  const { me } = who;
  const app = me.apps[0];
  const signOut = async () => {
    await client.signOut();
    setNoticed(otherUsers);
    setWho({ state: 'signed-out' });
  };
  const signInAgain = async (email: string, password: string) => {
    await client.signIn(email, password);
    const next = await client.me();
    // Someone else: the previous person's page, unsaved edits included, is not theirs to save (maybe not
    // even in their app). They start afresh on the start page, told why.
    if (next.user.id !== me.user.id) {
      setOtherUsers((count) => count + 1);
      go({ page: 'results' });
    }
    setEnded(false);
    setRenewals((count) => count + 1);
    setWho({ state: 'signed-in', me: next });
  };
  return (
    <>
      {ended ? <SessionEndedDialog signIn={signInAgain} /> : null}
      <header key={`header-${otherUsers}`} className="topbar" inert={ended}>
        <span className="brand">Holdfast</span>
        <nav aria-label="Dashboard">
          <a
            href={routeHref({ page: 'results' })}
            aria-current={route.page === 'results' ? 'page' : undefined}
          >
            Results
          </a>
          <a
            href={routeHref({ page: 'sessions' })}
            aria-current={route.page === 'sessions' || route.page === 'session' ? 'page' : undefined}
          >
            Sessions
          </a>
          <a
            href={routeHref({ page: 'flows' })}
            aria-current={route.page === 'flows' || route.page === 'flow' ? 'page' : undefined}
          >
            Flows
          </a>
          <a
            href={routeHref({ page: 'webhooks' })}
            aria-current={route.page === 'webhooks' ? 'page' : undefined}
          >
            Webhooks
          </a>
          <a
            href={routeHref({ page: 'appearance' })}
            aria-current={route.page === 'appearance' ? 'page' : undefined}
          >
            Appearance
          </a>
        </nav>
        <span className="who">
          {me.user.name}
          {app ? ` · ${app.name} (${app.role})` : ''}
        </span>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main key={`main-${otherUsers}`} inert={ended}>
        <SessionContext.Provider value={sessionContext}>
          {otherUsers > noticed ? <OtherUserNotice dismiss={() => setNoticed(otherUsers)} /> : null}
          {!app ? (
            <p>You do not belong to any app yet. Ask an owner to add you.</p>
          ) : route.page === 'results' ? (
            <ResultsPage client={client} appId={app.appId} />
          ) : route.page === 'flows' ? (
            <FlowsPage flows={flows} appId={app.appId} />
          ) : route.page === 'flow' ? (
            <FlowPage flows={flows} appId={app.appId} flowId={route.id} teamRole={app.role} />
          ) : route.page === 'webhooks' ? (
            <WebhooksPage client={client} appId={app.appId} teamRole={app.role} />
          ) : route.page === 'appearance' ? (
            <AppearancePage client={client} flows={flows} appId={app.appId} teamRole={app.role} />
          ) : route.page === 'session' ? (
            <SessionPage client={client} appId={app.appId} sessionId={route.id} />
          ) : (
            <SessionsPage client={client} appId={app.appId} />
          )}
        </SessionContext.Provider>
      </main>
    </>
  );
}
