import { useState } from 'react';
import type { MediaItem } from '@chonail/shared/contracts';
import { formatFileSize } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { DialogFrame } from '../dialog';
import { PhotoIcon } from './UploaderTile';

/** Spec 02: the original name, the image or the video (autoplays muted, with controls), and the size. */
export function PreviewDialog({ file, onClose }: { file: MediaItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const bad = file.status === 'rejected' || file.status === 'failed';
  let body;
  if (file.status === 'processing') {
    body = <p className="rounded-lg bg-slate-100 p-6 text-center text-sm text-slate-600">{t('uploader.preview.processing')}</p>;
  } else if (bad) {
    body = (
      <p className="rounded-lg bg-red-50 p-6 text-center text-sm text-red-700" data-testid="preview-status">
        {t(`uploader.status.${file.status}`)}
        {file.reason && `: ${t(`uploader.reasons.${file.reason}`)}`}
      </p>
    );
  } else if (broken) {
    body = (
      <p className="flex flex-col items-center gap-2 rounded-lg bg-slate-100 p-6 text-sm text-slate-600">
        <PhotoIcon className="size-10" />
        {t('uploader.noPreview')}
      </p>
    );
  } else if (file.fileType === 'image') {
    body = <img src={file.filePath} alt={file.originalName} className="mx-auto max-h-[60vh] w-auto rounded-lg object-contain" onError={() => setBroken(true)} />;
  } else {
    body = (
      <video
        src={file.filePath}
        poster={file.posterPath ?? undefined}
        autoPlay
        muted
        controls
        playsInline
        className="mx-auto max-h-[60vh] w-full rounded-lg bg-black"
        data-testid="preview-video"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <DialogFrame title={file.originalName} onClose={onClose} testId="uploader-preview" size="lg">
      <div>{body}</div>
      <p className="mt-3 text-sm text-slate-600" data-testid="preview-size">
        {t('uploader.preview.size', { size: formatFileSize(file.fileSize) })}
      </p>
    </DialogFrame>
  );
}
