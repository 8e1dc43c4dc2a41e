/** Spec §9: the banner slider turns every 5000 ms, looping. */
export const BANNER_AUTOPLAY_MS = 5000;
/** Spec §9: Best Sellers turn every 5000 ms, without looping. */
export const BEST_SELLERS_AUTOPLAY_MS = 5000;
