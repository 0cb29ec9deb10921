/**
 * Resolves in a new task, after the browser has had the chance to paint and to handle input: the
 * scheduler's yield where the browser has it (it keeps the caller ahead of other queued tasks),
 * else a message-channel task (setTimeout would wait at least 4 ms once nested).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
