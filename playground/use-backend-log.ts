/** The mock backend's request log and sent e-mails, as the panels show them. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ControlResult, MockControl } from './mock-control.ts';

/** While the managed flow is chosen, e-mails are polled: sending a code fires no host callback. */
export const EMAIL_POLL_MS = 1500;

/** Callbacks come in bursts (step change, then session complete): one refresh covers a burst. */
export const REFRESH_COALESCE_MS = 100;

interface Listed<T> {
  items: T[];
  error: string | null;
}

function useListed<T>(load: () => Promise<ControlResult<T[]>>) {
  const [state, setState] = useState<Listed<T>>({ items: [], error: null });
  const refresh = useCallback(async () => {
    const result = await load();
    setState(result.ok ? { items: result.value, error: null } : { items: [], error: result.message });
  }, [load]);
  return [state, refresh] as const;
}

/** Requests and e-mails with their refreshers; `pollEmails` turns on polling once `ready`. */
export function useBackendLog(control: MockControl, options: { ready: boolean; pollEmails: boolean }) {
  const loadRequests = useCallback(() => control.requests(), [control]);
  const loadEmails = useCallback(() => control.emails(), [control]);
  const [requests, refreshRequests] = useListed(loadRequests);
  const [emails, refreshEmails] = useListed(loadEmails);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const refreshSoon = useCallback(() => {
    if (pending.current !== null) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void refreshRequests();
      void refreshEmails();
    }, REFRESH_COALESCE_MS);
  }, [refreshRequests, refreshEmails]);

  const clearRequests = useCallback(async () => {
    await control.clearRequests();
    await refreshRequests();
  }, [control, refreshRequests]);

  const { ready, pollEmails } = options;
  useEffect(() => {
    if (!ready || !pollEmails) return;
    void refreshEmails();
    const timer = setInterval(() => void refreshEmails(), EMAIL_POLL_MS);
    return () => clearInterval(timer);
  }, [ready, pollEmails, refreshEmails]);

  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );

  return { requests, emails, refreshRequests, refreshEmails, refreshSoon, clearRequests };
}
