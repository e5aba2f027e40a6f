/** The figures as tables, a caption each; customer-typed follow-ups are rendered as text only. */
import type { ResultsAnswer } from '../../contract/dashboard-api.ts';
import { offerLabel } from '../flows/offers/index.ts';
import { formatMoney, formatRate, LITE_TEXTS, OUTCOME_LABELS, versionLabel } from '../format.ts';

/** A version's save rate: of its sessions with a decision, the saved; none for a lite flow, which offers nothing. */
function versionSaveRate(version: ResultsAnswer['versions'][number]): string {
  if (version.lite) return '—';
  const decided = version.sessions - version.aborted;
  return formatRate(decided > 0 ? version.saved / decided : null);
}

export function ResultsView({ results }: { results: ResultsAnswer }) {
  const { totals } = results;
  return (
    <>
      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading">Summary</h2>
        <dl className="figures">
          <div>
            <dt>Sessions</dt>
            <dd>{totals.sessions}</dd>
          </div>
          <div>
            <dt>Saved</dt>
            <dd>{totals.saved}</dd>
          </div>
          <div>
            <dt>Save rate</dt>
            <dd>{formatRate(totals.saveRate)}</dd>
          </div>
          <div>
            <dt>Cancelled</dt>
            <dd>{totals.cancelled}</dd>
          </div>
          <div>
            <dt>Revenue kept (monthly)</dt>
            <dd>
              {results.revenueKept.length === 0
                ? '—'
                : results.revenueKept.map((r) => formatMoney(r.monthlyAmount, r.currency)).join(' · ')}
            </dd>
          </div>
          <div>
            <dt>Lite sessions</dt>
            <dd>{`${totals.lite.sessions} (${totals.lite.cancelled} cancelled)`}</dd>
          </div>
        </dl>
        <p className="muted">{LITE_TEXTS.saveRate}</p>
      </section>

      <section aria-labelledby="days-heading">
        <h2 id="days-heading">Sessions over time</h2>
        {results.perDay.length === 0 ? (
          <p>No sessions in this range.</p>
        ) : (
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Sessions</th>
                  <th scope="col">Saved</th>
                </tr>
              </thead>
              <tbody>
                {results.perDay.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    <td>{day.sessions}</td>
                    <td>{day.saved}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="outcomes-heading">
        <h2 id="outcomes-heading">Outcomes</h2>
        <div className="table-scroll">
          <table>
            <tbody>
              {results.outcomes.map((o) => (
                <tr key={o.outcome}>
                  <th scope="row">{OUTCOME_LABELS[o.outcome]}</th>
                  <td>{o.sessions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="reasons-heading">
        <h2 id="reasons-heading">Reasons</h2>
        {results.reasons.length === 0 ? (
          <p>No reasons given in this range.</p>
        ) : (
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Reason</th>
                  <th scope="col">Sessions</th>
                  <th scope="col">Saved</th>
                  <th scope="col">Of which lite</th>
                  <th scope="col">Latest follow-ups</th>
                </tr>
              </thead>
              <tbody>
                {results.reasons.map((reason) => (
                  <tr key={reason.choiceId}>
                    <th scope="row">{reason.label}</th>
                    <td>{reason.sessions}</td>
                    <td>{reason.saved}</td>
                    <td>{reason.lite}</td>
                    <td>
                      {reason.followups.length === 0 ? (
                        '—'
                      ) : (
                        <ul className="followups">
                          {reason.followups.map((text, index) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: the same words may be typed twice.
                            <li key={index}>{text}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading">Offers</h2>
        {results.offers.length === 0 ? (
          <p>No offers shown in this range.</p>
        ) : (
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Offer</th>
                  <th scope="col">Shown</th>
                  <th scope="col">Accepted</th>
                  <th scope="col">Acceptance</th>
                </tr>
              </thead>
              <tbody>
                {results.offers.map((offer) => (
                  <tr key={offer.guid}>
                    <th scope="row">
                      {offerLabel(offer.offerType)} <span className="muted">({offer.guid})</span>
                    </th>
                    <td>{offer.presented}</td>
                    <td>{offer.accepted}</td>
                    <td>{formatRate(offer.presented ? offer.accepted / offer.presented : null)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="versions-heading">
        <h2 id="versions-heading">Per flow version</h2>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Sessions</th>
                <th scope="col">Saved</th>
                <th scope="col">Save rate</th>
              </tr>
            </thead>
            <tbody>
              {results.versions.map((version) => (
                <tr key={version.flowVersion}>
                  <th scope="row">{versionLabel(version.flowVersion)}</th>
                  <td>{version.sessions}</td>
                  <td>{version.saved}</td>
                  <td>{versionSaveRate(version)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {results.versions.some((version) => version.lite) ? (
          <p className="muted">{LITE_TEXTS.versionSaveRate}</p>
        ) : null}
      </section>
    </>
  );
}
