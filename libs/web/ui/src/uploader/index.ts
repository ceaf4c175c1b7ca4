export { MediaUploader } from './LazyMediaUploader';
export type { MediaUploaderApi, MediaUploaderProps, UploadFailure, UploadRequest } from './types';
// The rules (uploader-rules.ts) stay inside the widget's own chunk: this library is shared whole
// between shell and remotes, so whatever it exports is downloaded with every first page.
