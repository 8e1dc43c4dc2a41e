import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@poshak/shared-ui/paths';
import HomeRoute from './routes/home-route';
import LayoutRoute from './routes/layout-route';

// Home is the landing page and comes with the app; detail and cart load when first visited.
const ProductRoute = lazy(() => import('./routes/product-route'));
const CartRoute = lazy(() => import('./routes/cart-route'));

/** The storefront's pages at their absolute paths (spec §2); the host provides the router. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<LayoutRoute />}>
        <Route path={paths.home} element={<HomeRoute />} />
        <Route path={paths.product(':id')} element={<ProductRoute />} />
        <Route path={paths.cart} element={<CartRoute />} />
        <Route path={paths.checkout(':id')} element={<CartRoute />} />
      </Route>
    </Routes>
  );
}
