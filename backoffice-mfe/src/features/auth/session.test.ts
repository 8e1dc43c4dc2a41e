import { sessionStore } from '@poshak/shared-api';
import { fakeApi } from '../../testing/fake-api';
import { resetApp, signInAs } from '../../testing/render-app';
import { LOGOUT_WAIT_MS, logOut } from './session';

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  jest.useRealTimers();
  api.restore();
  resetApp();
});

describe('logOut', () => {
  it('forgets the session here once the server has answered', async () => {
    api = fakeApi({ 'POST /auth/logout': () => ({ message: 'Signed out' }) });
    signInAs('admin');
    const leave = jest.fn(() => expect(sessionStore.getState().user).not.toBeNull());
    await logOut(leave);
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getState().endedBecause).toBeNull();
  });

  it('forgets the session here when the server does not answer in time', async () => {
    jest.useFakeTimers();
    api = fakeApi({ 'POST /auth/logout': () => new Promise(() => undefined) });
    signInAs('admin');
    const leave = jest.fn();
    const done = logOut(leave);
    await jest.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(sessionStore.getState().user).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(leave).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user).toBeNull();
  });
});
