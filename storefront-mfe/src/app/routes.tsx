import { matchPath, Route, Routes } from 'react-router-dom';
import { lazyPage } from '@poshak/shared-ui/lazy-page';
import { paths } from '@poshak/shared-ui/paths';
import HomeRoute from './routes/home-route';
import LayoutRoute from './routes/layout-route';
// The styles of the pages the server draws come with the app's first stylesheet, not with their
// code: their first paint must already be styled. After the layout's rules, which they refine
// (the cascade follows import order).
import '../features/product/product.css';
import '../features/cart/cart.css';
import '../features/checkout/checkout.css';
import '../styles/totals.css';
import '../features/tracking/tracking.css';

// Home is the landing page and comes with the app; the other pages load when first visited.
const product = lazyPage(
  () => import('./routes/product-route'),
  (m) => m.default,
);
const cart = lazyPage(
  () => import('./routes/cart-route'),
  (m) => m.default,
);
const track = lazyPage(
  () => import('./routes/track-route'),
  (m) => m.default,
);

function landingPage(pathname: string) {
  if (matchPath(paths.product(':id'), pathname)) return product;
  if (pathname === paths.cart || matchPath(paths.checkout(':id'), pathname)) return cart;
  if (pathname === paths.track()) return track;
  return null;
}

/**
 * Settles once the code of the page the browser landed on is here (fetched with the app's, at
 * once), or could not be fetched: the host adopts the page the server drew after it.
 */
export const landingPageCode: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : Promise.resolve(landingPage(window.location.pathname)?.fetchCode()).then(
        () => undefined,
        () => undefined,
      );

const ProductRoute = product.Page;
const CartRoute = cart.Page;
const TrackRoute = track.Page;

/** The storefront's pages at their absolute paths (spec §2); the host provides the router. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<LayoutRoute />}>
        <Route path={paths.home} element={<HomeRoute />} />
        <Route path={paths.product(':id')} element={<ProductRoute />} />
        <Route path={paths.cart} element={<CartRoute />} />
        <Route path={paths.checkout(':id')} element={<CartRoute />} />
        <Route path={paths.track()} element={<TrackRoute />} />
      </Route>
    </Routes>
  );
}
