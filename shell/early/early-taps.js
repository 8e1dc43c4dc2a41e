// @ts-check
// The page's first script, a few hundred bytes that run as soon as the page is parsed, long before
// the app: until the app is live, a tap on an element marked `data-early-tap` (add to cart, order)
// is kept rather than lost, and the element says it was heard (`aria-busy`). The app does each
// kept tap once it has taken that element over (shared-ui's `useEarlyTap`, which reads the same
// `window.poshakEarlyTaps`); from then on React answers taps itself, replaying those on parts it
// has not adopted yet, so no tap is done twice. Plain JavaScript, copied as it is: no bundle and
// no federation runtime travel with it.
(function keepEarlyTaps() {
  /** @type {Window & { poshakEarlyTaps?: string[] }} */
  var page = window;
  var taps = (page.poshakEarlyTaps = page.poshakEarlyTaps || []);
  document.addEventListener(
    'click',
    function (event) {
      if ('live' in document.documentElement.dataset) return;
      var target = event.target instanceof Element ? event.target : null;
      var tapped = target && target.closest('[data-early-tap]');
      var key = tapped instanceof HTMLElement ? tapped.dataset.earlyTap : undefined;
      if (!tapped || !key) return;
      event.preventDefault();
      if (taps.indexOf(key) >= 0) return;
      taps.push(key);
      tapped.setAttribute('aria-busy', 'true');
    },
    true,
  );
})();
