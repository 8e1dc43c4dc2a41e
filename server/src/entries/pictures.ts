// @poshak/server/pictures: pictures and their thumbnails, made and stored as the shop does.
export { renderThumbnails, saveThumbnails, type StoredImage } from '../services/images';
export { UPLOADS_URL } from '../services/picture-names';
export { copyPictures, diskPictureStore, pictureStoreFor } from '../services/picture-store';
export type { PictureStore } from '../services/picture-store-contract';
