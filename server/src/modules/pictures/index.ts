// What the pictures domain offers the rest of the server: the store product pictures live in (in
// the database, or a folder for a data folder's shop; copied between them when a shop moves), the
// names it gives them under /uploads, and the pictures made from an upload with their thumbnails.
// Its plugin, which serves /uploads and decorates `app.pictures`, is registered by app.ts.
export { copyPictures, diskPictureStore, pictureStoreFor } from './picture-store';
export { databasePictureStore } from './pictures';
export type { PictureStore } from './picture-store-contract';
export {
  inspectImage,
  renderThumbnails,
  saveThumbnails,
  storeUpload,
  type StoredImage,
} from './images';
export { pictureNameOf, UPLOADS_URL } from './picture-names';
