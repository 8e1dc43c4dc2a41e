import { lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
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
const loadProductRoute = () => import('./routes/product-route');
const loadCartRoute = () => import('./routes/cart-route');
const loadTrackRoute = () => import('./routes/track-route');
const ProductRoute = lazy(loadProductRoute);
const CartRoute = lazy(loadCartRoute);
const TrackRoute = lazy(loadTrackRoute);

// A page the server drew comes alive when its code is here: fetch it with the app's.
if (typeof window !== 'undefined') {
  const landing = window.location.pathname;
  if (matchPath(paths.product(':id'), landing)) void loadProductRoute();
  if (landing === paths.cart || matchPath(paths.checkout(':id'), landing)) void loadCartRoute();
  if (landing === paths.track()) void loadTrackRoute();
}

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
