// Who listens below a node of a topic's fan-out tree: each child's last reported socket count, with
// the child's stamp so that a report overtaken by a newer one is ignored. The topic's object keeps
// such a book of its children to know whether to poll; a relay keeps one to know where to relay.

/** A child's report: its sockets on the topic, stamped so that an older report loses to a newer. */
export interface ListenerCount {
  count: number;
  stamp: number;
}

export type ListenerBook = Record<string, ListenerCount>;

/** Takes a child's report; a count of 0 removes the child. False when the report was out of date. */
export function recordCount(book: ListenerBook, child: string, count: ListenerCount): boolean {
  const known = book[child];
  if (known && known.stamp > count.stamp) return false;
  if (count.count > 0) book[child] = count;
  else delete book[child];
  return true;
}

export function totalCount(book: ListenerBook): number {
  let total = 0;
  for (const child in book) total += book[child]!.count;
  return total;
}

/** Stamps that order one node's own reports, even two in the same millisecond. */
export class ReportStamps {
  private last = 0;

  next(): number {
    this.last = Math.max(Date.now(), this.last + 1);
    return this.last;
  }
}
