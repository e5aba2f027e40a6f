/**
 * The mock's fault rules (mocks/backend/faults.ts) applied by the recording proxy in front of the real
 * server: each is something the network or a gateway between the widget and the server can do — answer
 * late, answer an error instead, drop the connection, cut the body, or lose the answer of a call the server
 * carried out — so a suite that injects faults can run on the server unchanged. The server itself is never
 * told: what it does is its own.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type FaultRule, MALFORMED_BODY } from '../../../mocks/backend/faults.ts';
import { MESSAGES } from '../../../mocks/backend/messages.ts';

/** The server's answer to a passed call, buffered so a fault can replace it. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** CORS for an answer the proxy makes up: the page must be able to read it, as it reads the server's. */
function corsFor(request: IncomingMessage): Record<string, string> {
  return request.headers.origin
    ? { 'access-control-allow-origin': request.headers.origin, vary: 'Origin' }
    : {};
}

function sendError(request: IncomingMessage, response: ServerResponse, status: number, message?: string) {
  response.writeHead(status, { 'content-type': 'application/json', ...corsFor(request) });
  response.end(JSON.stringify({ message: message ?? MESSAGES.injectedFault }));
}

/**
 * Answers `request` as `fault` says, calling `forward` (the server) when the rule lets the call through;
 * without a fault, the server's answer as it is.
 */
export async function answerWithFault(
  fault: FaultRule | null,
  request: IncomingMessage,
  response: ServerResponse,
  forward: () => Promise<Answer>,
): Promise<void> {
  if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault?.kind === 'status') return sendError(request, response, fault.status, fault.message);
  if (fault?.kind === 'drop') return void response.destroy();
  if (fault?.kind === 'malformed') {
    response.writeHead(200, { 'content-type': 'application/json', ...corsFor(request) });
    return void response.end(MALFORMED_BODY);
  }
  const answer = await forward();
  if (fault?.kind === 'commit-then-fail') {
    if (fault.failWith === 'drop') return void response.destroy();
    return sendError(request, response, fault.status, fault.message);
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}
