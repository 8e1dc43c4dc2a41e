import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { toast } from '@poshak/shared-ui/toast';
import { toastShown } from '@poshak/shared-ui/testing/toast-log';
import { enterText } from '../../testing/enter-text';
import { fakeApi, networkDown, reply } from '../../testing/fake-api';
import { orderStatuses, orderSummary, paged } from '../../testing/fixtures';
import { fakeToken, renderApp, resetApp, signInAs } from '../../testing/render-app';

const location = () => screen.getByTestId('location').textContent;
const user = () => userEvent.setup({ delay: null });

function backOffice(
  signin: () => unknown = () => reply(401, { message: 'wrong' }),
  logout: () => unknown = () => ({ message: 'Signed out' }),
) {
  return fakeApi({
    'POST /auth/signin': signin,
    'POST /auth/logout': logout,
    'GET /backoffice/orders': () => paged([orderSummary(12), orderSummary(11)]),
    'GET /orderstatus/getAll': () => orderStatuses,
  });
}

const signinReply = () => ({
  id: 3,
  username: 'rahima',
  email: 'rahima@poshak.test',
  roles: ['admin'],
  accessToken: fakeToken(),
});

async function fillSignin(username: string, password: string) {
  const u = user();
  if (username) await enterText(screen.getByLabelText('Username'), username);
  if (password) await enterText(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Sign In' }));
}

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  resetApp();
});

describe('sign-in', () => {
  it('asks for the username and password with the spec messages', async () => {
    api = backOffice();
    renderApp('/admin/login');
    await fillSignin('', '');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/signin')).toHaveLength(0);
  });

  it('refuses a password shorter than 6 characters before calling the server', async () => {
    api = backOffice();
    renderApp('/admin/login');
    await fillSignin('rahima', '12345');
    expect(
      await screen.findByText('Password must be at least 6 characters long'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /auth/signin')).toHaveLength(0);
  });

  it('shows the password only when asked', async () => {
    backOffice();
    renderApp('/admin/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user().click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says "Username Or Password is Not Correct." when the server refuses', async () => {
    api = backOffice(() => reply(401, { statusCode: 401, error: 'Unauthorized', message: 'no' }));
    renderApp('/admin/login');
    await fillSignin('rahima', 'secret-1');
    await toastShown('Username Or Password is Not Correct.');
    expect(sessionStore.getState().user).toBeNull();
    expect(location()).toBe('/admin/login');
  });

  it('refuses a 200 that carries no signed-in user the same way', async () => {
    api = backOffice(() => ({ message: 'failed' }));
    renderApp('/admin/login');
    await fillSignin('rahima', 'secret-1');
    await toastShown('Username Or Password is Not Correct.');
    expect(sessionStore.getState().user).toBeNull();
  });

  it('says "Error sending data: …" when the network fails', async () => {
    api = backOffice(networkDown);
    renderApp('/admin/login');
    await fillSignin('rahima', 'secret-1');
    expect(await screen.findByText('Error sending data: Network Error')).toBeInTheDocument();
  });

  it('says "Too many attempts" once, with the wait the server gives, in both languages', async () => {
    api = backOffice(() =>
      reply(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many attempts: try again in 5 minutes',
        retry_after_seconds: 300,
      }),
    );
    renderApp('/admin/login');
    await fillSignin('rahima', 'secret-1');
    expect(
      await screen.findByText('Too many attempts: try again in 5 minutes'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Too many attempts/)).toHaveLength(1);
    act(() => {
      toast.remove();
      languageStore.getState().setLanguage('bn');
    });
    await user().click(screen.getByRole('button', { name: 'সাইন ইন' }));
    expect(
      await screen.findByText('অনেকবার চেষ্টা করা হয়েছে: ৫ মিনিট পরে আবার চেষ্টা করুন'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
  });

  it('says "try again later" when the refusal asks for no wait', async () => {
    api = backOffice(() => reply(429, { message: 'Rate limit exceeded' }));
    renderApp('/admin/login');
    await fillSignin('rahima', 'secret-1');
    expect(await screen.findByText('Too many attempts: try again later')).toBeInTheDocument();
  });

  it('keeps the username, attaches the token to every call and lands a moderator on the orders page', async () => {
    // Admin and seller land on the dashboard instead (dashboard-page.test.tsx).
    api = backOffice(() => ({ ...signinReply(), roles: ['moderator'] }));
    renderApp('/admin/login');
    await fillSignin('rahima', 'secret-1');
    expect(api.callsTo('POST /auth/signin')[0]?.body).toEqual({
      username: 'rahima',
      password: 'secret-1',
    });
    await waitFor(() => expect(location()).toBe('/admin/product-order'));
    expect(localStorage.getItem('username')).toBe('rahima');
    expect(await screen.findByText('Customer 12')).toBeInTheDocument();
    const token = sessionStore.getState().user?.accessToken;
    expect(api.callsTo('GET /backoffice/orders')[0]?.authorization).toBe(`Bearer ${token}`);
  });
});

describe('signed-in pages', () => {
  it('sends a signed-out visitor to sign-in, and back to the page after signing in', async () => {
    api = backOffice(signinReply);
    api.calls.length = 0;
    renderApp('/admin/product-customer');
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(api.calls).toHaveLength(0);
    await fillSignin('rahima', 'secret-1');
    await waitFor(() => expect(location()).toBe('/admin/product-customer'));
  });

  it('sends the user to sign-in, saying the server ended the session, when it refuses a live token', async () => {
    api = fakeApi({
      'GET /backoffice/orders': () =>
        reply(401, { message: 'Your session has ended: sign in again' }),
    });
    signInAs('admin');
    renderApp('/admin/product-order');
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(
      await screen.findByText(
        'Your session was ended on the server (a Logout elsewhere, or a change to your account). Please sign in again.',
      ),
    ).toBeInTheDocument();
    expect(sessionStore.getState().user).toBeNull();
    // Back to the page it was on after signing in again.
    api.restore();
    api = backOffice(signinReply);
    await fillSignin('admin1', 'secret-1');
    await waitFor(() => expect(location()).toBe('/admin/product-order'));
  });

  it('says the session expired when the server refuses a token whose time is up', async () => {
    api = fakeApi({ 'GET /backoffice/orders': () => reply(401, { message: 'token expired' }) });
    // Within the minute browser and server clocks may differ by: the server's clock says it is up.
    signInAs('admin', 30);
    renderApp('/admin/product-order');
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(
      await screen.findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
  });

  it('ends a session whose token has expired before any call fails', async () => {
    api = backOffice();
    signInAs('admin', -60);
    renderApp('/admin/product-order');
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('Logout ends the session on the server, then here; the orders page then asks to sign in again', async () => {
    api = backOffice();
    signInAs('seller');
    const token = sessionStore.getState().user?.accessToken;
    const view = renderApp('/admin/product-order');
    await user().click(await screen.findByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(api.callsTo('POST /auth/logout')[0]?.authorization).toBe(`Bearer ${token}`);
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
    view.unmount();
    renderApp('/admin/product-order');
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each([
    ['the network fails', networkDown],
    ['the server fails', () => reply(500, { message: 'database unavailable' })],
  ])('Logout signs out here even when %s', async (_, failure) => {
    api = backOffice(undefined, failure);
    signInAs('seller');
    renderApp('/admin/product-order');
    await user().click(await screen.findByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('Logout of a session the server had already ended signs out without a warning', async () => {
    api = backOffice(undefined, () =>
      reply(401, { message: 'Your session has ended: sign in again' }),
    );
    signInAs('seller');
    renderApp('/admin/product-order');
    await user().click(await screen.findByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(sessionStore.getState().user).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/session/)).toBeNull();
  });

  it('opens the orders page for /admin itself', async () => {
    api = backOffice();
    signInAs('moderator');
    renderApp('/admin');
    await waitFor(() => expect(location()).toBe('/admin/product-order'));
    act(() => undefined);
  });
});
