import { build, createStaff, drivers, signInHeaders, type TestShop } from '../../helpers/build';

describe.each(drivers)('the staff page’s routes on %s', (driver) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build(driver);
  });
  afterAll(() => t.close());

  const call = async (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    headers: { authorization: string },
    payload?: object,
  ) => t.app.inject({ method, url: `/api/backoffice/staff${url}`, headers, payload });

  const accountOf = async (username: string) => {
    const reply = await call('GET', '/accounts', await t.auth('admin'));
    const accounts = reply.json().accounts as { id: number; username: string; role: string }[];
    const found = accounts.find((a) => a.username === username);
    if (!found) throw new Error(`no account ${username}`);
    return found;
  };

  const auditOf = async (id: number) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/audit?kind=staff',
      headers: await t.auth('admin'),
    });
    return (reply.json().items as { entity_id: string; action: string; after: unknown }[]).filter(
      (e) => e.entity_id === String(id),
    );
  };

  it('lists every account with its role and last sign-in, and the sign-up codes waiting', async () => {
    await createStaff(t.shop.db, { username: 'rumana', password: 'jamdani-42', role: 'seller' });
    await createStaff(t.shop.db, {
      username: 'never-in',
      password: 'jamdani-42',
      role: 'moderator',
    });
    await signInHeaders(t.app, { username: 'rumana', password: 'jamdani-42' });
    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      payload: { email: 'new.seller@example.com', role: 'seller' },
    });
    expect(otp.statusCode).toBe(200);

    const reply = await call('GET', '/accounts', await t.auth('admin'));
    expect(reply.statusCode).toBe(200);
    const { accounts, waiting_signups } = reply.json();
    const rumana = accounts.find((a: { username: string }) => a.username === 'rumana');
    expect(rumana).toMatchObject({ role: 'seller', email: 'rumana@poshak.test' });
    expect(Date.now() - Date.parse(rumana.last_sign_in_at)).toBeLessThan(60_000);
    expect(accounts.find((a: { username: string }) => a.username === 'never-in')).toMatchObject({
      last_sign_in_at: null,
    });
    expect(JSON.stringify(accounts)).not.toContain('password');
    expect(waiting_signups).toEqual([
      expect.objectContaining({ email: 'new.seller@example.com', role: 'seller' }),
    ]);

    for (const role of ['seller', 'moderator'] as const) {
      expect((await call('GET', '/accounts', await t.auth(role))).statusCode).toBe(403);
    }
  });

  it('a new role ends the person’s sessions at once, and is audited under the admin', async () => {
    await createStaff(t.shop.db, { username: 'demoted', password: 'jamdani-42', role: 'admin' });
    const theirs = await signInHeaders(t.app, { username: 'demoted', password: 'jamdani-42' });
    const dashboard = () =>
      t.app.inject({ method: 'GET', url: '/api/backoffice/dashboard', headers: theirs });
    expect((await dashboard()).statusCode).toBe(200);

    const { id } = await accountOf('demoted');
    const changed = await call('PUT', `/${id}/role`, await t.auth('admin'), { role: 'moderator' });
    expect(changed.statusCode).toBe(200);
    // The old token is refused on its very next request.
    expect((await dashboard()).statusCode).toBe(401);
    expect((await accountOf('demoted')).role).toBe('moderator');
    expect(await auditOf(id)).toContainEqual(
      expect.objectContaining({
        action: 'update',
        after: expect.objectContaining({ role: 'moderator' }),
      }),
    );
  });

  it('a new password ends the sessions and signs in; removal ends the account', async () => {
    await createStaff(t.shop.db, { username: 'forgetful', password: 'jamdani-42', role: 'seller' });
    const theirs = await signInHeaders(t.app, { username: 'forgetful', password: 'jamdani-42' });
    const { id } = await accountOf('forgetful');
    const admin = await t.auth('admin');

    const short = await call('PUT', `/${id}/password`, admin, { password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('password');
    expect(
      (await call('PUT', `/${id}/password`, admin, { password: 'muslin-77' })).statusCode,
    ).toBe(200);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: theirs });
    expect((await me()).statusCode).toBe(401);
    await expect(
      signInHeaders(t.app, { username: 'forgetful', password: 'jamdani-42' }),
    ).rejects.toThrow();
    const fresh = await signInHeaders(t.app, { username: 'forgetful', password: 'muslin-77' });

    expect((await call('DELETE', `/${id}`, admin)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: fresh })).statusCode,
    ).toBe(401);
    const actions = (await auditOf(id)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['update', 'delete']));
    expect(JSON.stringify(await auditOf(id))).not.toMatch(/muslin|scrypt|\$/);

    const gone = await call('DELETE', `/${id}`, admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toContain('id');
  });

  it('keeps the shop’s last admin, and names a bad role or id', async () => {
    const admin = await t.auth('admin');
    const others = (await call('GET', '/accounts', admin)).json().accounts as {
      id: number;
      username: string;
      role: string;
    }[];
    // Every other admin made a seller: the tester is the last.
    for (const a of others.filter((a) => a.role === 'admin' && a.username !== 'admin-tester'))
      expect((await call('PUT', `/${a.id}/role`, admin, { role: 'seller' })).statusCode).toBe(200);
    const self = await accountOf('admin-tester');
    const demote = await call('PUT', `/${self.id}/role`, admin, { role: 'seller' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toContain('last admin');
    expect((await call('DELETE', `/${self.id}`, admin)).statusCode).toBe(409);

    const bad = await call('PUT', `/${self.id}/role`, admin, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('role');
    const badId = await call('PUT', '/abc/role', admin, { role: 'seller' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('id');
  });
});
