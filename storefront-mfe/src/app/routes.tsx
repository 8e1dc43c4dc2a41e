import { lazy, type ComponentType } from 'react';
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

interface PageModule {
  default: ComponentType;
}

/**
 * A page whose code loads when it is first visited. Once the code is here the page renders it
 * directly, without suspending: React adopts a page the server drew in one go, instead of leaving
 * it behind a Suspense boundary that a tap cannot reach (the browser then did the tap's default: a
 * tracking form submitted itself as a page load, the phone number in its address).
 */
function lazyPage(load: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Loading = lazy(fetchCode);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Loading />;
  }
  return { Page, fetchCode };
}

// Home is the landing page and comes with the app; the other pages load when first visited.
const product = lazyPage(() => import('./routes/product-route'));
const cart = lazyPage(() => import('./routes/cart-route'));
const track = lazyPage(() => import('./routes/track-route'));

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
