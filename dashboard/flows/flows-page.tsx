/** The app's flows: each with its live version and whether a draft waits, linking to the editor. */
import { formatTime } from '../format.ts';
import { routeHref } from '../route.ts';
import { useLoaded } from '../use-loaded.ts';
import type { FlowsClient } from './flows-client.ts';
import { shownLabel } from './shown-label.ts';

export function FlowsPage({ flows, appId }: { flows: FlowsClient; appId: string }) {
  const loaded = useLoaded(() => flows.flows(appId), appId);
  return (
    <>
      <h1>Flows</h1>
      {loaded.state === 'loading' ? <p className="status">Loading…</p> : null}
      {loaded.state === 'failed' ? <p role="alert">{loaded.message}</p> : null}
      {loaded.state === 'ready' ? (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Flow</th>
                <th scope="col">Shown</th>
                <th scope="col">Live version</th>
                <th scope="col">Draft</th>
              </tr>
            </thead>
            <tbody>
              {loaded.value.flows.map((flow) => (
                <tr key={flow.flowId}>
                  <td>
                    <a href={routeHref({ page: 'flow', id: flow.flowId })}>
                      {`${flow.name || flow.flowId}${flow.lite ? ' (lite)' : ''}`}
                    </a>
                  </td>
                  <td>{shownLabel(flow, loaded.value.flows)}</td>
                  <td>{flow.currentVersion}</td>
                  <td>{flow.draftSavedAt ? `Saved ${formatTime(flow.draftSavedAt)}` : 'None'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
