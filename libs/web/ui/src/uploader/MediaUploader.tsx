import { type ChangeEvent, type DragEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MediaItem } from '@chonail/shared/contracts';
import { UPLOAD_LIMITS } from '@chonail/shared/domain';
import { addTranslations, useTranslation } from '@chonail/shared/i18n';
import { uploaderCatalogue } from '@chonail/shared/i18n/uploader';
import { buttonClass } from '../Button';
import { toast, type ToastInput } from '../toast-store';
import { PreviewDialog } from './PreviewDialog';
import type { MediaUploaderProps } from './types';
import {
  canRemove,
  checkSelection,
  createUploadSessionId,
  effectiveMaxFiles,
  FILE_SPECIFIC_CODES,
  failureKey,
  isUploadSessionId,
  MAX_FILE_MB,
  reorderFiles,
  type SelectionProblem,
  UPLOAD_ACCEPT,
} from './uploader-rules';
import { type PendingUpload, PendingTile, PhotoIcon, UploaderTile } from './UploaderTile';
import { usePointerReorder } from './use-pointer-reorder';

// The widget's copy comes with its chunk (./LazyMediaUploader.tsx), before the widget renders.
addTranslations(uploaderCatalogue);

/** Spec 02 section 9: after a removal the list is refetched, then the widget waits this long. */
export const DELETE_SETTLE_MS = 200;

/** 'compressing' exists in the spec but nothing starts it. */
type Phase = 'idle' | 'uploading' | 'compressing';

const ERROR_KEYS = Object.keys(uploaderCatalogue.vi.uploader.errors);
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 02 "Media uploader widget": a drop zone with 'Chọn File', the hints, and a grid of the
 * session's files with count/max. Each file is sent in its own request with its own progress bar;
 * tiles then show the server's processing status. Tiles reorder by dragging (pointer events, so
 * touch works too) or with the move buttons; the new order is saved on the server at once, so the
 * post gets the order the owner sees. The first file is the main one ('Chính') and has no remove button.
 */
export function MediaUploader({ api, onFilesChange, onSessionId, maxFiles, disabled = false, sessionId: resumeId, jobPostId }: MediaUploaderProps) {
  const { t } = useTranslation();
  const [generatedId] = useState(createUploadSessionId);
  const sessionId = isUploadSessionId(resumeId) ? resumeId : generatedId;
  const max = effectiveMaxFiles(maxFiles, jobPostId !== undefined);

  const { files: serverFiles, refetch } = api.useSessionFiles(sessionId, { skip: disabled });
  const actions = api.useMediaActions();
  const files = useMemo(() => serverFiles ?? [], [serverFiles]);

  const [phase, setPhase] = useState<Phase>('idle');
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [removing, setRemoving] = useState<ReadonlySet<number>>(() => new Set());
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [zoneActive, setZoneActive] = useState(false);

  const rootRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const lifetime = useRef<AbortController | null>(null);
  const reordering = useRef(false);
  const focusAfterMove = useRef<{ id: number; direction: 'earlier' | 'later' } | null>(null);
  const callbacks = useRef({ onFilesChange, onSessionId });
  const headingId = useId();

  useEffect(() => {
    callbacks.current = { onFilesChange, onSessionId };
  });
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);
  useEffect(() => {
    callbacks.current.onSessionId?.(sessionId);
  }, [sessionId]);
  useEffect(() => {
    if (serverFiles) callbacks.current.onFilesChange?.(serverFiles);
  }, [serverFiles]);
  // Keyboard reordering: the moved tile's button keeps the focus after the grid re-renders.
  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const buttons = [...(rootRef.current?.querySelectorAll<HTMLButtonElement>(`[data-media-id="${target.id}"] [data-move]`) ?? [])];
    (buttons.find((b) => b.dataset['move'] === target.direction && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
  }, [files]);

  const busy = phase !== 'idle';
  const full = files.length >= max;
  const canChoose = !disabled && !busy && !full;
  const locked = disabled || busy;

  const say = (input: ToastInput) => void toast(input);
  const errorText = (error: unknown) => {
    const key = failureKey(error, ERROR_KEYS);
    return key ? t(`uploader.errors.${key}`, { max, maxMb: MAX_FILE_MB }) : t('uploader.toast.uploadFailedBody');
  };
  const resetInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const refuse = (problem: SelectionProblem) => {
    if (problem.kind === 'tooMany') {
      say({ variant: 'destructive', title: t('uploader.toast.tooManyTitle'), description: t('uploader.toast.tooManyBody', { max: problem.max }) });
    } else if (problem.kind === 'type') {
      say({ variant: 'destructive', title: t('uploader.toast.invalidTypeTitle'), description: t('uploader.toast.invalidTypeBody', { maxMb: MAX_FILE_MB }) });
    } else {
      say({ variant: 'destructive', title: t('uploader.toast.tooLargeTitle'), description: t('uploader.toast.tooLargeBody', { name: problem.name, maxMb: MAX_FILE_MB }) });
    }
  };

  async function upload(selected: File[]) {
    // At the maximum the button is off, but a drop still gets the 'Quá giới hạn file' answer.
    if (!selected.length || disabled || busy) return resetInput();
    const problem = checkSelection(selected, files.length, max);
    if (problem) {
      refuse(problem);
      return resetInput();
    }
    const signal = lifetime.current?.signal;
    const queue = selected.map((file, i) => ({ key: `${i}:${file.name}:${file.size}`, file }));
    const setProgress = (key: string, progress: number) => setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p)));
    setPhase('uploading');
    setPending(queue.map(({ key, file }) => ({ key, name: file.name, progress: null })));

    let uploaded = 0;
    let failure: { name: string; error: unknown } | null = null;
    for (const { key, file } of queue) {
      try {
        setProgress(key, 0);
        await actions.upload({ file, sessionId, jobPostId, signal, onProgress: (loaded, total) => setProgress(key, total > 0 ? Math.min(1, loaded / total) : 0) });
        uploaded += 1;
      } catch (error) {
        if (signal?.aborted) return;
        failure ??= { name: file.name, error };
        const code = (error as { code?: unknown } | null)?.code;
        // Another file may still be fine after a file's own problem; not after a full session or a lost sign-in.
        if (typeof code !== 'string' || !FILE_SPECIFIC_CODES.includes(code)) break;
      }
      // The server's tile is already in the list (the data layer adds it): drop the placeholder.
      setPending((list) => list.filter((p) => p.key !== key));
    }
    if (signal?.aborted) return;
    setPending([]);
    setPhase('idle');
    resetInput();
    if (failure) {
      const message = errorText(failure.error);
      say({
        variant: 'destructive',
        title: t('uploader.toast.uploadFailedTitle'),
        description: selected.length > 1 ? t('uploader.toast.uploadFailedFile', { name: failure.name, message }) : message,
      });
    } else {
      say({ variant: 'success', title: t('uploader.toast.uploadedTitle'), description: t('uploader.toast.uploadedBody', { count: uploaded }) });
    }
  }

  async function remove(file: MediaItem) {
    const alive = lifetime.current?.signal;
    const setBusy = (on: boolean) =>
      setRemoving((ids) => {
        const next = new Set(ids);
        if (on) next.add(file.id);
        else next.delete(file.id);
        return next;
      });
    setBusy(true);
    try {
      await actions.remove({ id: file.id, sessionId });
    } catch {
      setBusy(false);
      say({ variant: 'destructive', title: t('uploader.toast.deleteFailedTitle'), description: t('uploader.toast.deleteFailedBody') });
      return;
    }
    await refetch().catch(() => undefined);
    await delay(DELETE_SETTLE_MS);
    if (alive?.aborted) return;
    setBusy(false);
    setPreviewId((id) => (id === file.id ? null : id));
    say({ variant: 'success', title: t('uploader.toast.deletedTitle'), description: t('uploader.toast.deletedBody', { name: file.originalName }) });
  }

  function move(from: number, to: number, direction?: 'earlier' | 'later') {
    const file = files[from];
    if (!file || locked || reordering.current || to < 0 || to >= files.length || to === from) return;
    reordering.current = true;
    if (direction) focusAfterMove.current = { id: file.id, direction };
    setAnnouncement(t('uploader.moved', { name: file.originalName, position: to + 1 }));
    actions
      .reorder(sessionId, reorderFiles(files, from, to))
      .catch(() => say({ variant: 'destructive', title: t('uploader.toast.reorderFailedTitle'), description: t('uploader.toast.reorderFailedBody') }))
      .finally(() => {
        reordering.current = false;
      });
  }

  const { drag, handleProps } = usePointerReorder((from, to) => move(from, to), !locked);

  const onInput = (event: ChangeEvent<HTMLInputElement>) => void upload([...(event.target.files ?? [])]);
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (disabled || busy) return;
    event.preventDefault();
    setZoneActive(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setZoneActive(false);
    void upload([...event.dataTransfer.files]);
  };

  const buttonLabel = phase === 'uploading' ? t('uploader.uploading') : phase === 'compressing' ? t('uploader.compressing') : t('uploader.choose');
  const preview = previewId === null ? undefined : files.find((file) => file.id === previewId);

  return (
    <section ref={rootRef} className="space-y-3" data-testid="media-uploader" aria-labelledby={files.length ? headingId : undefined}>
      <div
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${zoneActive ? 'border-rose-500 bg-rose-50' : 'border-slate-300 bg-slate-50'} ${disabled ? 'opacity-60' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setZoneActive(false)}
        onDrop={onDrop}
        data-testid="uploader-dropzone"
      >
        <PhotoIcon className="size-10 text-slate-400" />
        <p className="text-sm text-slate-700">{t('uploader.dropHint')}</p>
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          disabled={!canChoose}
          className={buttonClass({ width: 'auto' })}
          data-testid="uploader-choose"
        >
          {buttonLabel}
        </button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          className="hidden"
          onChange={onInput}
          disabled={!canChoose}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="uploader-input"
        />
        <p className="text-xs text-slate-500">
          {t('uploader.sizeHint', { imageMb: UPLOAD_LIMITS.advisedImageBytes / (1024 * 1024), videoSeconds: UPLOAD_LIMITS.advisedVideoSeconds })}
        </p>
        <p className="text-xs text-slate-500">{t('uploader.acceptedHint', { maxMb: MAX_FILE_MB })}</p>
      </div>

      {(files.length > 0 || pending.length > 0) && (
        <div>
          <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-800" data-testid="uploader-heading">
            {t('uploader.heading', { count: files.length, max })}
          </h3>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="uploader-grid">
            {files.map((file, index) => (
              <UploaderTile
                key={file.id}
                file={file}
                index={index}
                count={files.length}
                removing={removing.has(file.id)}
                dragging={drag?.from === index}
                dropTarget={drag !== null && drag.over === index && drag.from !== index}
                locked={locked}
                removable={!disabled && canRemove(file, index)}
                handleProps={handleProps(index)}
                onOpen={() => setPreviewId(file.id)}
                onRemove={() => void remove(file)}
                onMove={(direction) => move(index, direction === 'earlier' ? index - 1 : index + 1, direction)}
              />
            ))}
            {pending.map((upload) => (
              <PendingTile key={upload.key} upload={upload} />
            ))}
          </ul>
        </div>
      )}
      <p className="sr-only" aria-live="polite" data-testid="uploader-announcement">
        {announcement}
      </p>
      {preview && <PreviewDialog file={preview} onClose={() => setPreviewId(null)} />}
    </section>
  );
}
