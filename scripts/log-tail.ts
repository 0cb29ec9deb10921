// The last lines a process printed, each with the time it was read: what a test that failed on a
// request the edge never answered prints, to say what the edge (wrangler and the Worker) was doing.
export interface LogTail {
  /** Feeds the output, in chunks as it comes. */
  read(chunk: string): void;
  /** The kept lines, oldest first: 'HH:MM:SS.mmm line'. */
  lines(): string[];
}

export function logTail(maxLines: number): LogTail {
  let partial = '';
  const kept: string[] = [];
  return {
    read(chunk) {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      const at = new Date().toISOString().slice(11, 23);
      for (const line of lines) {
        if (line.trim() === '') continue;
        kept.push(`${at} ${line.trimEnd()}`);
        if (kept.length > maxLines) kept.shift();
      }
    },
    lines: () => [...kept, ...(partial.trim() ? [`(unfinished) ${partial.trimEnd()}`] : [])],
  };
}
