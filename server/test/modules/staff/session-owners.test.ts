import { SessionOwners } from '../../../src/modules/staff/session-owners';

interface Owner {
  id: number;
  role: string;
}

/** A cache on a clock the test moves, and a database answer it counts. */
function setup(holdMs = 60_000, max?: number) {
  let now = 1_000_000;
  const owners = new SessionOwners<Owner>(holdMs, () => now, max);
  owners.setTrusted(true);
  const live = new Map<string, { owner: Owner; expiresAt: number }>();
  let asked = 0;
  const ask = (sid: string) => async () => {
    asked += 1;
    const row = live.get(sid);
    return row && row.expiresAt > now
      ? { owner: row.owner, msLeft: row.expiresAt - now }
      : undefined;
  };
  const owner = (sid: string, staffId: number) => owners.owner(sid, staffId, ask(sid));
  return {
    owners,
    live,
    owner,
    asked: () => asked,
    advance: (ms: number) => {
      now += ms;
    },
    at: (ms: number) => now + ms,
  };
}

describe('live staff sessions kept in memory', () => {
  it('asks the database once, then answers from memory', async () => {
    const s = setup();
    s.live.set('a', { owner: { id: 1, role: 'admin' }, expiresAt: s.at(3_600_000) });
    expect(await s.owner('a', 1)).toEqual({ id: 1, role: 'admin' });
    expect(await s.owner('a', 1)).toEqual({ id: 1, role: 'admin' });
    expect(await s.owner('a', 1)).toEqual({ id: 1, role: 'admin' });
    expect(s.asked()).toBe(1);
    expect(s.owners.asked).toBe(1);
  });

  it('asks again after its bound, and never believes a session past its expiry', async () => {
    const s = setup(60_000);
    s.live.set('long', { owner: { id: 1, role: 'admin' }, expiresAt: s.at(3_600_000) });
    s.live.set('short', { owner: { id: 2, role: 'seller' }, expiresAt: s.at(5_000) });
    await s.owner('long', 1);
    await s.owner('short', 2);
    s.advance(4_999);
    expect(await s.owner('short', 2)).toBeDefined();
    expect(s.asked()).toBe(2);
    s.advance(1);
    // Expired: asked, and the database refuses.
    expect(await s.owner('short', 2)).toBeUndefined();
    expect(s.asked()).toBe(3);
    s.advance(54_999);
    await s.owner('long', 1);
    expect(s.asked()).toBe(3);
    s.advance(1);
    await s.owner('long', 1);
    expect(s.asked()).toBe(4);
  });

  it('never keeps a refusal, nor answers for another staff id than the one it asked about', async () => {
    const s = setup();
    expect(await s.owner('x', 1)).toBeUndefined();
    expect(await s.owner('x', 1)).toBeUndefined();
    expect(s.asked()).toBe(2);
    s.live.set('y', { owner: { id: 1, role: 'admin' }, expiresAt: s.at(3_600_000) });
    await s.owner('y', 1);
    // The same sid claimed for someone else is asked of the database (which refuses).
    s.live.delete('y');
    expect(await s.owner('y', 2)).toBeUndefined();
    expect(s.asked()).toBe(4);
  });

  it("forgets a staff member's sessions, one session, or everything, when told", async () => {
    const s = setup();
    for (const [sid, id] of [
      ['a1', 1],
      ['a2', 1],
      ['b1', 2],
    ] as const) {
      s.live.set(sid, { owner: { id, role: 'admin' }, expiresAt: s.at(3_600_000) });
      await s.owner(sid, id);
    }
    expect(s.owners.size).toBe(3);
    s.owners.told('1');
    expect(s.owners.size).toBe(1);
    await s.owner('a1', 1);
    s.owners.forgetSession('a1');
    expect(s.owners.size).toBe(1);
    s.owners.told('*');
    expect(s.owners.size).toBe(0);
    await s.owner('b1', 2);
    s.owners.told('12x');
    expect(s.owners.size).toBe(0);
  });

  it('does not keep an answer read before a change it was told of meanwhile', async () => {
    const now = 0;
    const owners = new SessionOwners<Owner>(60_000, () => now);
    owners.setTrusted(true);
    let release: () => void = () => undefined;
    const inFlight = owners.owner(
      'a',
      1,
      () =>
        new Promise((resolve) => {
          release = () => resolve({ owner: { id: 1, role: 'admin' }, msLeft: 3_600_000 });
        }),
    );
    // The logout lands while the read is on its way.
    owners.told('1');
    release();
    expect(await inFlight).toEqual({ id: 1, role: 'admin' });
    expect(owners.size).toBe(0);
  });

  it('asks the database every time while it cannot trust its notifications, or when off', async () => {
    const s = setup();
    s.live.set('a', { owner: { id: 1, role: 'admin' }, expiresAt: s.at(3_600_000) });
    await s.owner('a', 1);
    s.owners.setTrusted(false);
    expect(s.owners.size).toBe(0);
    await s.owner('a', 1);
    await s.owner('a', 1);
    expect(s.asked()).toBe(3);
    expect(s.owners.size).toBe(0);
    s.owners.setTrusted(true);
    await s.owner('a', 1);
    await s.owner('a', 1);
    expect(s.asked()).toBe(4);

    const off = setup(0);
    off.live.set('a', { owner: { id: 1, role: 'admin' }, expiresAt: off.at(3_600_000) });
    await off.owner('a', 1);
    await off.owner('a', 1);
    expect(off.asked()).toBe(2);
  });

  it('keeps at most its bound, dropping expired entries first, then the oldest', async () => {
    const s = setup(60_000, 2);
    s.live.set('short', { owner: { id: 1, role: 'admin' }, expiresAt: s.at(1_000) });
    s.live.set('b', { owner: { id: 2, role: 'admin' }, expiresAt: s.at(3_600_000) });
    s.live.set('c', { owner: { id: 3, role: 'admin' }, expiresAt: s.at(3_600_000) });
    s.live.set('d', { owner: { id: 4, role: 'admin' }, expiresAt: s.at(3_600_000) });
    await s.owner('short', 1);
    await s.owner('b', 2);
    s.advance(1_000);
    await s.owner('c', 3); // the expired one goes
    expect(s.owners.size).toBe(2);
    await s.owner('d', 4); // the oldest (b) goes
    expect(s.owners.size).toBe(2);
    const before = s.asked();
    await s.owner('c', 3);
    await s.owner('d', 4);
    expect(s.asked()).toBe(before);
    await s.owner('b', 2);
    expect(s.asked()).toBe(before + 1);
  });
});
