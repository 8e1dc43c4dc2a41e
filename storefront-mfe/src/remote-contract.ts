// Proves at compile time that the modules this remote exposes to the shell (webpack.config.cjs:
// `./App`) and its server-render bundle fit what the shell and the server load them as
// (@poshak/shared-ui/remote-contract). Compiled by `tsc --noEmit`, by the build and by
// `pnpm release storefront` before it publishes (tsconfig.contract.json): a remote that breaks the
// contract is refused there, with tsc's reason, not in shoppers' browsers.
import type { RemoteFits } from '@poshak/shared-ui/remote-contract';
import type * as App from './app/app';
import type * as RenderPage from './server/render-page';

export type StorefrontModules = RemoteFits<{
  exposes: { './App': typeof App };
  server: typeof RenderPage;
}>;
