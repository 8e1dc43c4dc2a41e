// @poshak/server/seed: the demo catalogue's lists and garment drawings, for generated catalogues
// that should look like the shop's own.
export { BANNERS, BRANDS, CATEGORIES, COLOURS, MATERIALS, SIZES } from '../seed/demo-catalogue';
export { bannerSvg, garmentSvg } from '../seed/garments';
