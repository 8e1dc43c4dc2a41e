import { render } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FirstScreen } from '../app/first-screen';

/** Code that has not arrived yet: the staff app's, as the first screen stands in for it. */
const StillLoading = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

/** The back-office at `url` while its staff screens' code is still on the way. */
export function renderFirstScreen(url: string, options: { container?: HTMLElement } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={<FirstScreen />}>
              <StillLoading />
            </Suspense>
          }
        />
      </Routes>
    </MemoryRouter>,
    options,
  );
}
