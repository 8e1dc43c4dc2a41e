import { paths } from '@poshak/shared-ui/paths';
import { remoteApps } from './federation/remote-app-store';
import type { RemoteName } from './federation/remote-config';
import { nextTask } from './next-task';

/**
 * The remote that draws this page, where it is known without the router: the back-office owns
 * /admin, and a page the server drew is the storefront's (it draws no other). Null: the router
 * decides (`remoteOfPath`), once it is here.
 */
function knownRemote(pathname: string, root: HTMLElement): RemoteName | null {
  if (pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`))
    return 'backoffice';
  return root.firstElementChild ? 'storefront' : null;
}

/**
 * The shell's start-up in steps, each a task of its own: a phone answers input between them, and
 * no step is one long task (Lighthouse's total blocking time on `/`). This module needs only the
 * federation runtime and React: it starts fetching the page's remote at once; React DOM, and the
 * router with the shell's routes and texts, are fetched together and run each when it arrives.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  let remote = knownRemote(window.location.pathname, container);
  // Start fetching the page's remote before anything else of the shell runs, in a task of its
  // own: the federation reads its manifest and requests its chunks there.
  if (remote) {
    await nextTask();
    remoteApps.ensure(remote);
  }
  // Starting it (its config read, its manifest and entry requested) ends this task; React DOM and
  // the router are requested in the next.
  await nextTask();
  const reactDom = import('react-dom/client');
  const { startApp, remoteOfPath } = await import('./start-app');
  remote ??= remoteOfPath(window.location.pathname);
  if (remote) remoteApps.ensure(remote);
  const client = await reactDom;
  await nextTask();
  await startApp(container, remote, client);
}

void start();
