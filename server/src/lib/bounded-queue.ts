/** Thrown by BoundedQueue.run when as many tasks wait as the queue admits. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` tasks at a time and lets at most `maxWaiting` more wait; any more
 * are refused at once (QueueFullError). A refusal costs nothing, so a crowd cannot turn into an
 * ever longer wait for everyone behind it.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get pending(): number {
    return this.waiting.length;
  }

  /** A task offered now would be refused. */
  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxWaiting;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` never drops below the truth.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
