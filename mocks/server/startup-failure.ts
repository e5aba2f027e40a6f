/**
 * Why the mock server could not start, as the one line a developer needs (which PORT, what to do) instead of
 * Node's stack trace; null for failures this does not know, which keep their trace.
 */
export function startupFailureLine(error: unknown, port: string): string | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (code === 'EADDRINUSE')
    return `Port ${port} is already in use: stop what listens there, or start the mock on another one with PORT (e.g. PORT=4011 npm run mock-server).`;
  if (code === 'EACCES')
    return `Port ${port} needs privileges this process lacks: choose another one with PORT (e.g. PORT=4011 npm run mock-server).`;
  if (code === 'ERR_SOCKET_BAD_PORT') return `PORT must be a port number from 0 to 65535, not '${port}'.`;
  return null;
}
