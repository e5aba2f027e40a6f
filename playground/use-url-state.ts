/**
 * The controls and the custom state live in the page URL: query parameters for the controls, `#state=` for
 * pasted data. Changes replace the current history entry, so the back button leaves the playground
 * instead of stepping through every tweak.
 */
import { useCallback, useEffect, useState } from 'react';
import { type Checked, type CustomState, fragmentForState, stateFromFragment } from './custom-state.ts';
import { type FixtureNames, hrefWithParams, type PlaygroundParams, parseParams } from './url-state.ts';

function replaceUrl(href: string): void {
  window.history.replaceState(window.history.state, '', href);
}

/** The controls from the query string; setting them rewrites the query. */
export function useUrlParams(names: FixtureNames) {
  const [initial] = useState(() => parseParams(window.location.search, names));
  const [params, setParamsState] = useState<PlaygroundParams>(initial.params);
  const [problems, setProblems] = useState<string[]>(initial.problems);

  const setParams = useCallback((next: PlaygroundParams) => {
    setParamsState(next);
    // The URL now says exactly what is shown, so what was wrong with the old one no longer applies.
    setProblems([]);
    replaceUrl(hrefWithParams(window.location.href, next));
  }, []);

  return { params, problems, setParams };
}

/** The `#state=` custom data: the checked state, its problems, or null when the URL carries none. */
export function useFragmentState() {
  const [fragment, setFragment] = useState<Checked<CustomState> | null>(() =>
    stateFromFragment(window.location.hash),
  );

  useEffect(() => {
    // Someone pasting another playground link into the same tab changes only the fragment: no reload.
    const onHashChange = () => setFragment(stateFromFragment(window.location.hash));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const setCustom = useCallback((state: CustomState | null) => {
    const url = new URL(window.location.href);
    url.hash = fragmentForState(state);
    replaceUrl(url.toString());
    setFragment(url.hash === '' || state === null ? null : { ok: true, value: state });
  }, []);

  return { fragment, setCustom };
}
