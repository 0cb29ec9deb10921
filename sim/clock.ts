// The simulator's clock. Real time by default; tests pin it and step it so live output is exact.

export class SimClock {
  private pinnedMs: number | null = null;
  private offsetMs = 0;

  now(): number {
    return this.pinnedMs ?? Date.now() + this.offsetMs;
  }

  /** Freezes the clock at `ms` until advanced or released. */
  pin(ms: number): void {
    this.pinnedMs = ms;
  }

  /** Moves the clock forward; a running clock keeps running from the new point. */
  advance(ms: number): void {
    if (this.pinnedMs !== null) this.pinnedMs += ms;
    else this.offsetMs += ms;
  }

  /** Lets the clock run again from where it stands. */
  release(): void {
    if (this.pinnedMs !== null) this.offsetMs = this.pinnedMs - Date.now();
    this.pinnedMs = null;
  }

  get pinned(): boolean {
    return this.pinnedMs !== null;
  }
}
