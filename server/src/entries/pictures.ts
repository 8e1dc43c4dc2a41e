// @poshak/server/pictures: pictures and their thumbnails, made and stored as the shop does.
export {
  copyPictures,
  diskPictureStore,
  pictureStoreFor,
  renderThumbnails,
  saveThumbnails,
  UPLOADS_URL,
  type PictureStore,
  type StoredImage,
} from '../modules/pictures';
