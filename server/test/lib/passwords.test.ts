import { BoundedQueue, QueueFullError } from '../../src/lib/bounded-queue';
import {
  HashingBusyError,
  OWASP_SCRYPT,
  passwordHasher,
  TEST_SCRYPT,
} from '../../src/lib/passwords';

/** A task that runs until the test lets it finish. */
function held() {
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: () => done, release };
}

describe('bounded queue', () => {
  it('runs as many tasks as it may, lets as many wait as it admits, and refuses the rest at once', async () => {
    const queue = new BoundedQueue(1, 2);
    const first = held();
    const running = queue.run(first.task);
    const waiting = [queue.run(async () => 'second'), queue.run(async () => 'third')];
    expect([queue.active, queue.pending]).toEqual([1, 2]);
    expect(queue.full).toBe(true);
    await expect(queue.run(async () => 'fourth')).rejects.toBeInstanceOf(QueueFullError);
    first.release();
    await running;
    expect(await Promise.all(waiting)).toEqual(['second', 'third']);
    expect([queue.active, queue.pending]).toEqual([0, 0]);
  });

  it('frees its slot when a task fails', async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after')).toBe('after');
  });
});

describe('password hashing', () => {
  it('hashes at OWASP’s scrypt cost in a shop and tells an older cost apart', async () => {
    const owasp = passwordHasher(OWASP_SCRYPT);
    const hash = await owasp.hash('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{44}$/);
    expect(await owasp.verify('correct horse', hash)).toBe(true);
    expect(await owasp.verify('wrong horse', hash)).toBe(false);
    expect(owasp.needsRehash(hash)).toBe(false);
    // A hash records its cost: one made before (N=2^15, p=1) still verifies, and is re-made.
    const older = await passwordHasher({ N: 2 ** 15, r: 8, p: 1 }).hash('correct horse');
    expect(await owasp.verify('correct horse', older)).toBe(true);
    expect(owasp.needsRehash(older)).toBe(true);
    expect(owasp.needsRehash('not-a-hash')).toBe(true);
  });

  it('says it is busy (503) instead of queueing hashes without end', async () => {
    const queue = new BoundedQueue(1, 1);
    const hasher = passwordHasher(TEST_SCRYPT, queue);
    const blocker = held();
    const running = queue.run(blocker.task);
    const waiting = hasher.hash('waits its turn');
    const refused = hasher.hash('one too many');
    await expect(refused).rejects.toBeInstanceOf(HashingBusyError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 5 });
    expect(hasher.busy()).toBe(true);
    blocker.release();
    await running;
    expect(await hasher.verify('waits its turn', await waiting)).toBe(true);
  });
});
