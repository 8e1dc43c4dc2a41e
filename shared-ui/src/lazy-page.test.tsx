import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { lazyPage } from './lazy-page';

function Form({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return (
    <label>
      {label}
      <input value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

/** A page whose code arrives when the test says so. */
function deferredPage() {
  let arrive: (module: { Form: typeof Form }) => void = () => undefined;
  const code = new Promise<{ Form: typeof Form }>((resolve) => {
    arrive = resolve;
  });
  const page = lazyPage(
    () => code,
    (module) => module.Form,
  );
  return { ...page, arrive: () => arrive({ Form }) };
}

describe('a page whose code loads on demand', () => {
  it('keeps what the reader typed when the page renders again after its code arrived', async () => {
    const { Page, arrive } = deferredPage();
    const shell = (label: string) => (
      <Suspense fallback={<p>loading</p>}>
        <Page label={label} />
      </Suspense>
    );
    // Reached from another page, as a link in the shop is followed: the page mounts while its
    // code is still on the way, under a boundary that already showed something.
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <p>confirmation</p>
      </Suspense>,
    );
    rerender(shell('Mobile'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive());
    const input = await screen.findByRole('textbox', { name: 'Mobile' });
    await userEvent.setup({ delay: null }).type(input, '01712345678');

    // The address changes (a submitted form names what it looked up): the page renders again.
    rerender(shell('Mobile number'));

    const after = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(after).toBe(input);
    expect(after).toHaveValue('01712345678');
  });

  it('keeps it too when the code arrived while the page was first drawn (React replays only the part that waited)', async () => {
    // Code already in the browser (fetched with the app's) settles a few microtasks later.
    const page = lazyPage(
      () => Promise.resolve({ Form }),
      (module) => module.Form,
    );
    const shell = (label: string) => (
      <Suspense fallback={<p>loading</p>}>
        <page.Page label={label} />
      </Suspense>
    );
    const { rerender } = await act(async () => render(shell('Mobile')));
    const input = await screen.findByRole('textbox', { name: 'Mobile' });
    await userEvent.setup({ delay: null }).type(input, '01712345678');

    rerender(shell('Mobile number'));

    const after = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(after).toBe(input);
    expect(after).toHaveValue('01712345678');
  });

  it('renders a page whose code came before it at once, without a loading state', async () => {
    const { Page, arrive, fetchCode } = deferredPage();
    const loaded = fetchCode();
    arrive();
    await loaded;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page label="Invoice" />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invoice' })).toBeInTheDocument();
  });
});
