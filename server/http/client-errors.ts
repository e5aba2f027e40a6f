/**
 * Requests Node refuses before any route sees them — headers over its limit (16 KiB), a request line or header
 * it cannot parse, a request whose headers took too long — answered like every other error: JSON with a
 * `{ message }` (docs/api.md "Errors"). Node's own answer is a bare status line with no body, which a client
 * cannot tell apart from a proxy's.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

export const CLIENT_ERROR_MESSAGES = {
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
  malformed: 'The request is not valid HTTP.',
} as const;

/** The status and message of a refused request, by the parser's error code. */
export function clientErrorAnswer(code: string | undefined): {
  status: number;
  text: string;
  message: string;
} {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      text: 'Request Header Fields Too Large',
      message: CLIENT_ERROR_MESSAGES.headersTooLarge,
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, text: 'Request Timeout', message: CLIENT_ERROR_MESSAGES.timeout };
  return { status: 400, text: 'Bad Request', message: CLIENT_ERROR_MESSAGES.malformed };
}

function answer(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A connection the client reset, or one already answering a request (its answer under way), gets nothing
  // written into it: only closed.
  const answering = Reflect.get(socket, '_httpMessage');
  if (error.code === 'ECONNRESET' || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  const { status, text, message } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Makes `server` answer the requests it refuses with a JSON `{ message }`. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', answer);
}
