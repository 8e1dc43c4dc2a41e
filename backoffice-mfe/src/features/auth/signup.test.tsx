import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import { enterText } from '../../testing/enter-text';
import { fakeApi, reply } from '../../testing/fake-api';
import { renderApp, resetApp } from '../../testing/render-app';

const location = () => screen.getByTestId('location').textContent;
const user = () => userEvent.setup({ delay: null });

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  resetApp();
});

function signupApi(
  signup: () => unknown = () => 'User registered successfully!',
  otp: () => unknown = () => 'OTP sent to the shop owner',
) {
  return fakeApi({
    'POST /auth/otp': otp,
    'POST /auth/signup': signup,
  });
}

async function fill(fields: Partial<Record<'Username' | 'Email' | 'Password' | 'OTP', string>>) {
  for (const [label, value] of Object.entries(fields))
    await enterText(screen.getByLabelText(label), value);
}

/** Sign-up arrives in the staff app's own chunk, after the light sign-in root. */
async function openSignup() {
  renderApp('/admin/signup');
  await screen.findByRole('button', { name: 'Sign Up' });
}

describe('sign-up', () => {
  it('offers Admin, Seller and Moderator with Seller chosen', async () => {
    api = signupApi();
    await openSignup();
    expect(screen.getByRole('radio', { name: 'Seller' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Admin' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Moderator' })).not.toBeChecked();
  });

  it('shows the spec messages for every empty or malformed field', async () => {
    api = signupApi();
    await openSignup();
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
    await openSignup();
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await fill({ Email: 'karim@' });
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/otp')).toHaveLength(0);
  });

  it("sends the OTP once, shows the server's reply, and disables Send", async () => {
    api = signupApi();
    await openSignup();
    await fill({ Email: 'karim@poshak.test' });
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('OTP sent to the shop owner')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/otp')[0]?.body).toEqual({
      email: 'karim@poshak.test',
      role: 'seller',
    });
    // The button's loading indicator lingers a second and joins its name meanwhile.
    expect(screen.getByRole('button', { name: /Send$/ })).toBeDisabled();
  });

  it('asks for the code in the role chosen, and offers Send again when the role changes after it', async () => {
    api = signupApi();
    await openSignup();
    await user().click(screen.getByRole('radio', { name: 'Admin' }));
    await fill({ Email: 'karim@poshak.test' });
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('OTP sent to the shop owner')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/otp')[0]?.body).toEqual({
      email: 'karim@poshak.test',
      role: 'admin',
    });
    const forAdmin =
      'The code already sent is for karim@poshak.test as Admin. Sign up with that address and role, or press Send for a new code.';
    expect(screen.queryByText(forAdmin)).toBeNull();

    await user().click(screen.getByRole('radio', { name: 'Seller' }));
    expect(await screen.findByText(forAdmin)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Send$/ })).toBeEnabled());

    // Back to the role the code is for: that code stands, nothing more to send.
    await user().click(screen.getByRole('radio', { name: 'Admin' }));
    await waitFor(() => expect(screen.queryByText(forAdmin)).toBeNull());
    expect(screen.getByRole('button', { name: /Send$/ })).toBeDisabled();

    await user().click(screen.getByRole('radio', { name: 'Moderator' }));
    // Its loading indicator lingers a second after the first code (spec §4); then it takes clicks.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await user().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /auth/otp')).toHaveLength(2));
    expect(api.callsTo('POST /auth/otp')[1]?.body).toEqual({
      email: 'karim@poshak.test',
      role: 'moderator',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /Send$/ })).toBeDisabled());
    expect(screen.queryByText(/The code already sent/)).toBeNull();
  });

  it('says which address the code is for when the email changes after Send, in Bengali too', async () => {
    api = signupApi();
    await openSignup();
    await fill({ Email: 'karim@poshak.test' });
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('OTP sent to the shop owner')).toBeInTheDocument();
    await user().clear(screen.getByLabelText('Email'));
    await fill({ Email: 'karim@poshak.example' });
    expect(
      await screen.findByText(
        'The code already sent is for karim@poshak.test as Seller. Sign up with that address and role, or press Send for a new code.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send$/ })).toBeEnabled();
    act(() => languageStore.getState().setLanguage('bn'));
    expect(
      await screen.findByText(
        'আগে পাঠানো কোডটি karim@poshak.test ঠিকানায় বিক্রেতা হিসেবে সাইন আপের জন্য। সেই ঠিকানা ও ভূমিকা দিয়েই সাইন আপ করুন, অথবা নতুন কোডের জন্য ‘পাঠান’ চাপুন।',
      ),
    ).toBeInTheDocument();
  });

  it('says "Too many attempts" once when the OTP requests are rate-limited', async () => {
    api = signupApi(undefined, () =>
      reply(429, {
        message: 'Too many attempts: try again in 2 minutes',
        retry_after_seconds: 120,
      }),
    );
    await openSignup();
    await fill({ Email: 'karim@poshak.test' });
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Too many attempts: try again in 2 minutes'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Too many attempts/)).toHaveLength(1);
    // Refused: Send stays available for when the wait is over.
    await waitFor(() => expect(screen.getByRole('button', { name: /Send$/ })).toBeEnabled());
  });

  it('takes Sign Up at once after the OTP was sent', async () => {
    api = signupApi();
    await openSignup();
    await fill({ Username: 'karim', Email: 'karim@poshak.test', Password: 'secret-1' });
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('OTP sent to the shop owner')).toBeInTheDocument();
    await fill({ OTP: '123456' });
    await user().click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(api.callsTo('POST /auth/signup')).toHaveLength(1));
  });

  it('signs up with one role, shows the reply and goes to sign-in with the username filled', async () => {
    api = signupApi();
    await openSignup();
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
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(screen.getByLabelText('Username')).toHaveValue('karim');
  });

  it("shows the server's refusal and stays on the page", async () => {
    api = signupApi(() =>
      reply(400, { statusCode: 400, error: 'Bad Request', message: 'OTP is not valid' }),
    );
    await openSignup();
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
