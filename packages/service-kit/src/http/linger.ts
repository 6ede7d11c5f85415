import { type IncomingMessage, type ServerResponse } from 'node:http';

/** How long a connection whose request body was not read stays open for the client to read the answer. */
export const connectionLingerMs = 1_000;

/**
 * Makes an answer given before the request body is in (a refusal, or an
 * upstream's answer to part of an upload) the last on its connection, without
 * reading the rest of the body. Node would close the socket the moment the
 * answer is written; with the client still sending, that close resets the
 * connection, and the reset can destroy the answer before the client reads
 * it. So the body stops being read, the answer goes out with
 * `Connection: close`, our side of the connection is shut, and the socket is
 * destroyed a moment later ({@link connectionLingerMs}). Meanwhile TCP flow
 * control holds the client, so the rest of the body is neither read nor kept.
 * A request whose body was read in full closes at once.
 */
export function lingerThenClose(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('connection', 'close');
  const socket = request.socket as IncomingMessage['socket'] & { destroySoon?: () => void };
  // Node's HTTP server ends a `Connection: close` exchange through destroySoon.
  socket.destroySoon = () => {
    if (!request.complete) {
      request.unpipe();
      request.pause();
    }
    socket.end();
    setTimeout(() => socket.destroy(), request.complete ? 0 : connectionLingerMs).unref();
  };
}
