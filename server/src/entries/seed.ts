// @poshak/server/seed: the demo catalogue's lists, Bengali names and garment drawings, for
// generated catalogues that should look like the shop's own.
export { BANNERS, BRANDS, CATEGORIES, COLOURS, MATERIALS, SIZES } from '../seed/demo-catalogue';
export {
  bengaliProductName,
  CATEGORY_BN,
  COLOUR_BN,
  MATERIAL_BN,
  SIZE_BN,
  TYPE_BN,
} from '../seed/demo-catalogue-bn';
export { bannerSvg, garmentSvg } from '../seed/garments';
