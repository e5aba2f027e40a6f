/**
 * Waiting out a closed page's last deliveries. A page closed mid-flow sends its aborted session with
 * keepalive as it goes, and that request can land after the next test has reset the mock backend, where it
 * would count as a second session of that test's flow.
 */

/** Resolves once `backend` has had no new request for `quietMs`. */
export async function backendQuiet(
  backend: { requests(): readonly unknown[] },
  quietMs = 750,
): Promise<void> {
  let seen = -1;
  while (backend.requests().length !== seen) {
    seen = backend.requests().length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}
