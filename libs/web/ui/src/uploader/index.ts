export { MediaUploader } from './LazyMediaUploader';
export type { MediaUploaderApi, MediaUploaderProps, UploadFailure, UploadRequest } from './types';
export {
  canRemove,
  checkSelection,
  createUploadSessionId,
  effectiveMaxFiles,
  isUploadSessionId,
  moveItem,
  numbered,
  reorderFiles,
  type SelectionProblem,
  UPLOAD_ACCEPT,
  UPLOAD_SESSION_PREFIX,
} from './uploader-rules';
