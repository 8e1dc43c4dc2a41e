import type { ReactElement, ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ShopToaster } from '@poshak/shared-ui/toast';

// Two CPU cores are shared with builds and browsers: a lazily loaded part (antd's pagination) may
// take more than a second to appear while other suites run. Give screens time before failing.
// (On a machine loaded 9 a first screen once took over 10 s.)
configure({ asyncUtilTimeout: 30_000 });

/** Shows where the app navigated to, so a test can assert it like a shopper reads the address bar. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface Options {
  /** The address the test starts at. */
  url?: string;
  /** Route pattern the UI is mounted on, for components that read route params. */
  path?: string;
  queryClient?: QueryClient;
}

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders UI the way the storefront runs it: a router, TanStack Query and the toast area. */
export function renderWithShop(ui: ReactElement, options: Options = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.url ?? '/']}>
        {options.path ? (
          <Routes>
            <Route path={options.path} element={node} />
            {/* Any other address only shows where we went. */}
            <Route path="*" element={null} />
          </Routes>
        ) : (
          node
        )}
        <LocationProbe />
      </MemoryRouter>
      <ShopToaster />
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, queryClient };
}
