// @ts-check
// The page's first script, a few hundred bytes that run as soon as the page is parsed, long before
// the app: a tap on an element marked `data-early-tap` (add to cart, order) that the app has not
// taken over yet is kept rather than lost, and the element says it was heard (`aria-busy`). The
// app does each kept tap once it has taken that element over (shared-ui's `useEarlyTap`, which
// reads the same `window.poshakEarlyTaps` and marks the element `data-early-tap-adopted`); from
// then on the element's taps are React's. Until then the tap stops here, so React neither replays
// it nor drops it. Plain JavaScript, copied as it is: no bundle and no federation runtime travel
// with it.
(function keepEarlyTaps() {
  /** @type {Window & { poshakEarlyTaps?: string[] }} */
  var page = window;
  var taps = (page.poshakEarlyTaps = page.poshakEarlyTaps || []);
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target instanceof Element ? event.target : null;
      var tapped = target && target.closest('[data-early-tap]');
      if (!(tapped instanceof HTMLElement) || 'earlyTapAdopted' in tapped.dataset) return;
      var key = tapped.dataset.earlyTap;
      if (!key) return;
      event.preventDefault();
      event.stopPropagation();
      if (taps.indexOf(key) >= 0) return;
      taps.push(key);
      tapped.setAttribute('aria-busy', 'true');
    },
    true,
  );
})();
