import { lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { paths } from '@poshak/shared-ui/paths';
import HomeRoute from './routes/home-route';
import LayoutRoute from './routes/layout-route';
// The product page's styles come with the app's first stylesheet, not with its code: the server
// draws product pages, and their first paint must already be styled. After the layout's rules,
// which they refine (the cascade follows import order).
import '../features/product/product.css';

// Home is the landing page and comes with the app; detail and cart load when first visited.
const loadProductRoute = () => import('./routes/product-route');
const ProductRoute = lazy(loadProductRoute);
const CartRoute = lazy(() => import('./routes/cart-route'));
const TrackRoute = lazy(() => import('./routes/track-route'));

// A product page the server drew comes alive when its code is here: fetch it with the app's.
if (typeof window !== 'undefined' && matchPath(paths.product(':id'), window.location.pathname))
  void loadProductRoute();

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
