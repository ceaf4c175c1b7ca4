import type { MediaItem } from '@chonail/shared/contracts';

/** What a failed call carries: an ApiError of @chonail/web/data, or an RTK Query error. */
export interface UploadFailure {
  message?: string;
  code?: string;
  status?: number | string;
}

export interface UploadRequest {
  file: File;
  sessionId: string;
  jobPostId?: number;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * The calls the widget makes. This lib may not import the data lib (type:ui depends on ui and
 * util only), so the data lib's `mediaUploaderApi` is passed in: it matches this shape.
 * Both members are React hooks; pass the same object on every render.
 */
export interface MediaUploaderApi {
  /** The session's files in order: refetched on mount, polled while one is `processing`. */
  useSessionFiles(sessionId: string, options: { skip: boolean }): { files: MediaItem[] | undefined; isLoading: boolean; refetch: () => Promise<unknown> };
  useMediaActions(): {
    /** One file per call, so each file reports its own progress. Resolves the files the server recorded. */
    upload(request: UploadRequest): Promise<MediaItem[]>;
    remove(request: { id: number; sessionId: string }): Promise<void>;
    /** `ordered`: the whole session in its new order, uploadOrder = index, only the first is main. */
    reorder(sessionId: string, ordered: MediaItem[]): Promise<MediaItem[]>;
  };
}

export interface MediaUploaderProps {
  api: MediaUploaderApi;
  /** The session's files, in order, whenever they change (uploads, removals, reorders, processing). */
  onFilesChange?: (files: MediaItem[]) => void;
  /** The session id in use (generated unless `sessionId` resumes one); the post is created with it. */
  onSessionId?: (sessionId: string) => void;
  /** Default 10 (12 when editing a post); never above what the server allows. */
  maxFiles?: number;
  disabled?: boolean;
  /** Resume an earlier session (say, after the wizard goes back a step). */
  sessionId?: string;
  /** Editing this post's media: the server then allows 12 files. */
  jobPostId?: number;
}
