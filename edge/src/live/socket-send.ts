// Writing to a fan's socket, which may be closing at any moment: a send or close that throws means
// the socket is on its way out, and its close event does the bookkeeping, so neither may throw here.
import type { ErrorCode, ServerMessage } from '../../../shared/live-protocol';

/** Sends the frames in order; nothing if the socket is closing. */
export function sendFrames(ws: WebSocket, frames: string[]): void {
  try {
    for (const frame of frames) ws.send(frame);
  } catch {
    // Closing already: its close event does the bookkeeping.
  }
}

/** An error frame, about `topic` when it concerns one. */
export function sendError(ws: WebSocket, code: ErrorCode, message: string, topic?: string): void {
  sendFrames(ws, [JSON.stringify({ type: 'error', code, message, ...(topic ? { topic } : {}) } satisfies ServerMessage)]);
}

/** Closes the socket; nothing if it is closed already. */
export function closeSocket(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closed.
  }
}
