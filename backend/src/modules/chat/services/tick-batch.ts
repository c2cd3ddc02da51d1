/**
 * Gathers the calls made in one turn of the event loop (the socket events read in the same I/O turn) and
 * settles them with one `run` over all of them, at most `max` at a time: one Redis round trip and command
 * for a burst instead of one each. `run` answers one result per item, in order; if it fails, every call of
 * that run fails with its error.
 */
export class TickBatch<I, R> {
  private pending: { item: I; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly run: (items: I[]) => Promise<R[]>,
    private readonly max = 500,
  ) {}

  add(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush() {
    const all = this.pending;
    this.pending = [];
    for (let start = 0; start < all.length; start += this.max) {
      const calls = all.slice(start, start + this.max);
      this.run(calls.map((call) => call.item)).then(
        (results) => calls.forEach((call, index) => call.resolve(results[index])),
        (error: unknown) => calls.forEach((call) => call.reject(error)),
      );
    }
  }
}
