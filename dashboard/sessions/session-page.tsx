/** One session: what the customer saw, answered and chose, and its recording replayed when there is one. */
import { lazy, Suspense, useCallback } from 'react';
import type { SessionDetail } from '../../contract/dashboard-api.ts';
import type { DashboardClient } from '../api/client.ts';
import { offerLabel } from '../flows/offers/index.ts';
import { formatMoney, formatTime, LITE_TEXTS, OUTCOME_LABELS, versionLabel } from '../format.ts';
import { routeHref } from '../route.ts';
import { useLoaded } from '../use-loaded.ts';
import { offerOutcome } from './offer-outcome.ts';
import { SessionAnswers } from './session-answers.tsx';

// rrweb's player is the page's largest dependency: only a session with a recording fetches it.
const SessionReplay = lazy(() => import('./session-replay.tsx'));

export interface SessionPageProps {
  client: DashboardClient;
  appId: string;
  sessionId: string;
}

export function SessionPage({ client, appId, sessionId }: SessionPageProps) {
  const loaded = useLoaded(() => client.session(appId, sessionId), `${appId} ${sessionId}`);
  // One function per session: the player starts over whenever it is handed a new one.
  const loadEvents = useCallback(() => client.recording(appId, sessionId), [client, appId, sessionId]);
  return (
    <>
      <p>
        <a href={routeHref({ page: 'sessions' })}>← All sessions</a>
      </p>
      <h1>Session</h1>
      {loaded.state === 'loading' ? <p className="status">Loading the session…</p> : null}
      {loaded.state === 'failed' ? <p role="alert">{loaded.message}</p> : null}
      {loaded.state === 'ready' ? <SessionDetailView detail={loaded.value} loadEvents={loadEvents} /> : null}
    </>
  );
}

export function SessionDetailView({
  detail,
  loadEvents,
}: {
  detail: SessionDetail;
  loadEvents: () => Promise<unknown[]>;
}) {
  const { session, answers } = detail;
  return (
    <>
      <dl className="figures">
        <div>
          <dt>Outcome</dt>
          <dd>{OUTCOME_LABELS[session.outcome]}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd className="typed">
            {session.customerEmail ?? session.customerId ?? (session.lite ? LITE_TEXTS.anonymous : '—')}
          </dd>
        </div>
        <div>
          <dt>Flow</dt>
          <dd>{session.lite ? LITE_TEXTS.flow : 'Full flow'}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{formatTime(session.createdAt)}</dd>
        </div>
        <div>
          <dt>Flow version</dt>
          <dd>{session.flowVersion ? versionLabel(session.flowVersion) : '—'}</dd>
        </div>
        <div>
          <dt>Monthly amount</dt>
          <dd>
            {session.monthlyAmount !== null && session.currency
              ? formatMoney(session.monthlyAmount, session.currency)
              : '—'}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="answers-heading">
        <h2 id="answers-heading">Answers</h2>
        <SessionAnswers answers={answers} />
      </section>

      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading">Steps</h2>
        {detail.steps.length === 0 ? (
          <p>No steps were reported.</p>
        ) : (
          <ol>
            {detail.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a step may be viewed twice.
              <li key={index}>
                {step.header || step.stepType}{' '}
                <span className="muted">
                  ({step.stepType}
                  {step.durationS !== null ? `, ${step.durationS} s` : ''})
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading">Offers</h2>
        {detail.offers.length === 0 ? (
          <p>{session.lite ? LITE_TEXTS.noOffers : 'No offers were shown.'}</p>
        ) : (
          <ul>
            {detail.offers.map((offer, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an offer may be shown twice.
              <li key={index}>
                {offer.offerType ? offerLabel(offer.offerType) : offer.guid}: {offerOutcome(offer)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="replay-heading">
        <h2 id="replay-heading">Replay</h2>
        {detail.recording ? (
          <Suspense fallback={<p className="status">Loading the player…</p>}>
            <SessionReplay loadEvents={loadEvents} />
          </Suspense>
        ) : (
          <p>This session was not recorded.</p>
        )}
      </section>
    </>
  );
}
