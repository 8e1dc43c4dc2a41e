import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply } from '../../testing/fake-api';
import { renderApp, resetApp } from '../../testing/render-app';

jest.setTimeout(30_000);

const location = () => screen.getByTestId('location').textContent;
const user = () => userEvent.setup({ delay: null });

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  resetApp();
});

function signupApi(signup: () => unknown = () => 'User registered successfully!') {
  return fakeApi({
    'POST /auth/otp': () => 'OTP sent to the shop owner',
    'POST /auth/signup': signup,
  });
}

async function fill(fields: Partial<Record<'Username' | 'Email' | 'Password' | 'OTP', string>>) {
  const u = user();
  for (const [label, value] of Object.entries(fields))
    await u.type(screen.getByLabelText(label), value);
}

describe('sign-up', () => {
  it('offers Admin, Seller and Moderator with Seller chosen', () => {
    api = signupApi();
    renderApp('/admin/signup');
    expect(screen.getByRole('radio', { name: 'Seller' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Admin' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Moderator' })).not.toBeChecked();
  });

  it('shows the spec messages for every empty or malformed field', async () => {
    api = signupApi();
    renderApp('/admin/signup');
    await user().click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('OTP is required')).toBeInTheDocument();
    await fill({ Email: 'not-an-email', Password: 'abc' });
    await user().click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/signup')).toHaveLength(0);
  });

  it('asks for a valid email before sending the OTP', async () => {
    api = signupApi();
    renderApp('/admin/signup');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await fill({ Email: 'karim@' });
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/otp')).toHaveLength(0);
  });

  it("sends the OTP once, shows the server's reply, and disables Send", async () => {
    api = signupApi();
    renderApp('/admin/signup');
    await fill({ Email: 'karim@poshak.test' });
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('OTP sent to the shop owner')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/otp')[0]?.body).toEqual({ email: 'karim@poshak.test' });
    // The button's loading indicator lingers a second and joins its name meanwhile.
    expect(screen.getByRole('button', { name: /Send$/ })).toBeDisabled();
  });

  it('takes Sign Up at once after the OTP was sent', async () => {
    api = signupApi();
    renderApp('/admin/signup');
    await fill({ Username: 'karim', Email: 'karim@poshak.test', Password: 'secret-1' });
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('OTP sent to the shop owner')).toBeInTheDocument();
    await fill({ OTP: '123456' });
    await user().click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(api.callsTo('POST /auth/signup')).toHaveLength(1));
  });

  it('signs up with one role, shows the reply and goes to sign-in with the username filled', async () => {
    api = signupApi();
    renderApp('/admin/signup');
    await user().click(screen.getByRole('radio', { name: 'Moderator' }));
    await fill({
      Username: 'karim',
      Email: 'karim@poshak.test',
      Password: 'secret-1',
      OTP: '123456',
    });
    await user().click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('User registered successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/signup')[0]?.body).toEqual({
      username: 'karim',
      USERemail: 'karim@poshak.test',
      OTP: '123456',
      password: 'secret-1',
      roles: ['moderator'],
    });
    // The loading state lingers a second (spec §4), then the user is sent to sign in.
    await waitFor(() => expect(location()).toBe('/admin/login'), { timeout: 3000 });
    expect(screen.getByLabelText('Username')).toHaveValue('karim');
  });

  it("shows the server's refusal and stays on the page", async () => {
    api = signupApi(() =>
      reply(400, { statusCode: 400, error: 'Bad Request', message: 'OTP is not valid' }),
    );
    renderApp('/admin/signup');
    await fill({
      Username: 'karim',
      Email: 'karim@poshak.test',
      Password: 'secret-1',
      OTP: '999999',
    });
    await user().click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('OTP is not valid')).toBeInTheDocument();
    expect(location()).toBe('/admin/signup');
  });
});
