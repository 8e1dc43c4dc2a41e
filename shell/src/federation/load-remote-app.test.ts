import type * as Runtime from '@module-federation/enhanced/runtime';
import type * as Loader from './load-remote-app';

// The federation runtime is the network boundary here: these tests check what the shell asks of it.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const config = {
  remotes: [
    { name: 'storefront', entry: '/remotes/storefront/mf-manifest.json' },
    { name: 'backoffice', entry: '/remotes/backoffice/mf-manifest.json' },
  ],
};

function App() {
  return null;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

/** A fresh copy of the loader (it remembers the config per page) with its runtime mock. */
function freshLoader() {
  let loader!: typeof Loader;
  let runtime!: jest.Mocked<typeof Runtime>;
  jest.isolateModules(() => {
    loader = jest.requireActual('./load-remote-app');
    runtime = jest.requireMock('@module-federation/enhanced/runtime');
  });
  return { load: loader.loadRemoteApp, runtime };
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it('registers the remote from the served config, then loads its exposed App', async () => {
  const { load, runtime } = freshLoader();
  fetchMock.mockResolvedValue(Response.json(config));
  runtime.loadRemote.mockResolvedValue({ default: App });

  await expect(load('storefront')).resolves.toBe(App);
  expect(fetchMock).toHaveBeenCalledWith('/mf-config.json', { cache: 'no-store' });
  expect(runtime.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'storefront', entry: '/remotes/storefront/mf-manifest.json' }],
    { force: false },
  );
  expect(runtime.loadRemote).toHaveBeenCalledWith('storefront/App');
});

it('on a fresh load, registers the remote again with force so cached failures are dropped', async () => {
  const { load, runtime } = freshLoader();
  fetchMock.mockResolvedValue(Response.json(config));
  runtime.loadRemote.mockResolvedValue({ default: App });
  await load('backoffice', true);
  expect(runtime.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'backoffice', entry: '/remotes/backoffice/mf-manifest.json' }],
    { force: true },
  );
});

it('fetches the config once per page, and again after it failed to arrive', async () => {
  const { load, runtime } = freshLoader();
  runtime.loadRemote.mockResolvedValue({ default: App });
  fetchMock.mockResolvedValueOnce(new Response('down', { status: 503 }));
  await expect(load('storefront')).rejects.toThrow('/mf-config.json: HTTP 503');

  fetchMock.mockResolvedValue(Response.json(config));
  await expect(load('storefront')).resolves.toBe(App);
  await expect(load('backoffice')).resolves.toBe(App);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('refuses a remote that is missing from the config or exposes no App component', async () => {
  const { load, runtime } = freshLoader();
  fetchMock.mockResolvedValue(Response.json({ remotes: [config.remotes[0]] }));
  await expect(load('backoffice')).rejects.toThrow('No entry for the backoffice remote');
  runtime.loadRemote.mockResolvedValue({});
  await expect(load('storefront')).rejects.toThrow('did not expose an App component');
});

it('hands the App over only once the code of the page the browser landed on is here', async () => {
  const { load, runtime } = freshLoader();
  fetchMock.mockResolvedValue(Response.json(config));
  let codeArrived = () => {};
  const landingPageCode = new Promise<void>((resolve) => {
    codeArrived = resolve;
  });
  runtime.loadRemote.mockResolvedValue({ default: App, landingPageCode });
  let handed = false;
  const loading = load('storefront').then((loaded) => {
    handed = true;
    return loaded;
  });
  // Every step before the page's code has run: the config, the registration, the module.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(runtime.loadRemote).toHaveBeenCalledWith('storefront/App');
  expect(handed).toBe(false);
  codeArrived();
  await expect(loading).resolves.toBe(App);
});
