import { lazy, useState, type ComponentType } from 'react';

/**
 * A screen whose code loads on demand. Once the code is here the screen renders it directly,
 * without suspending: React adopts a page the server drew in one go instead of leaving it behind
 * a Suspense boundary that a tap cannot reach (a tracking form then submitted itself as a page
 * load), and a screen whose code was asked for early replaces what stood in for it without a
 * loading spinner between the two.
 *
 * `fetchCode` asks for the code (once; again after a failure) and is what callers that start it
 * early use, so the screen knows when it is here.
 *
 * Which of the two a screen renders is settled when it mounts and kept while it lives: a screen
 * that mounted while its code was on the way stays on the lazy component, which no longer
 * suspends once loaded. Switching to the direct one on a later render would be another component
 * type, so React would remount the page and drop its state (the tracking form lost its number and
 * its answer when submitting changed the address).
 */
export function lazyPage<Module, Props extends object = Record<string, never>>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<Module> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Loading = lazy(() => fetchCode().then((module) => ({ default: pick(module) })));
  function Page(props: Props) {
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Loading {...props} />;
  }
  return { Page, fetchCode };
}
