import { type FormEvent, useId, useState } from 'react';
import type { ExperienceLevel, JobPost, MediaItem as UploadedFile } from '@chonail/shared/contracts';
import {
  formatPhone,
  isAcceptableMediaUrl,
  isValidOptionalPhoneIn,
  type MediaItem,
  normalizeMedia,
  optionalPhoneWithCountry,
  type PhoneCountry,
  phoneForForm,
  PHOTO_VIDEO_WIZARD_PATH,
  photosArePublic,
  UPLOAD_LIMITS,
} from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useUpdateJobPostMutation } from '@chonail/web/data';
import { mediaUploaderApi } from '@chonail/web/data/posting';
import { Link } from '@chonail/web/router';
import { MediaUploader, toast } from '@chonail/web/ui';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { PhoneCountrySelect } from '@chonail/web/ui/phone';
import { ExperienceSelect } from '../ExperienceSelect';
import { failureKey } from './post-status';

/** Spec 01 section 9. The contracts lib holds the same figure, but web code takes only its types. */
export const TITLE_MAX = 200;
const DESCRIPTION_MAX = 10_000;
const MAX_MEDIA = UPLOAD_LIMITS.maxFilesOnEdit;
const MAX_FILE_MB = UPLOAD_LIMITS.maxFileBytes / (1024 * 1024);

/** Files the server attaches on save: refused or failed ones are left out there, so they are not counted here. */
const attachable = (files: readonly UploadedFile[]) => files.filter((file) => file.status === 'processing' || file.status === 'ready').length;

/** The counts behind the limit message: how many are there, and how many more fit or must go. */
export function mediaRoom(kept: number, added: number, max = MAX_MEDIA) {
  const count = kept + added;
  return { count, remaining: Math.max(0, max - count), excess: Math.max(0, count - max) };
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Spec 01 "Post edit (portal)": title (required, at most 200), description, the contact phone, and
 * the media: the post's own files can be removed and reordered, new ones come through the uploader.
 * The uploader only counts its own session, so it is given the room the kept files leave (12 minus
 * kept); the total is checked here again on save, since a post can already hold more than 12.
 * Without an active photo/video add-on visitors see no media, so there is no uploader: the owner
 * is told so before choosing a file, and where the add-on is bought.
 */
export default function EditPostDialog({ post, onClose }: { post: JobPost; onClose: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(post.title);
  const [description, setDescription] = useState(post.description);
  const [kept, setKept] = useState<MediaItem[]>(() => normalizeMedia(post.images));
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  const [initialPhone] = useState(() => phoneForForm(post.salonPhone));
  const [country, setCountry] = useState<PhoneCountry>(initialPhone.country);
  const [phone, setPhone] = useState(initialPhone.typed);
  const [phoneChecked, setPhoneChecked] = useState(false);
  const [experience, setExperience] = useState<ExperienceLevel | ''>(post.experienceLevel ?? '');
  // Only a changed phone is checked and sent: an edit of the title never trips on an old number.
  const phoneChanged = phone.trim() !== initialPhone.typed.trim() || country !== initialPhone.country;
  const [update, { isLoading: saving }] = useUpdateJobPostMutation();
  const ids = { title: useId(), description: useId(), limit: useId(), phone: useId(), experience: useId() };
  const photosPublic = photosArePublic(post, new Date());
  const phoneInvalid = phoneChecked && phoneChanged && !isValidOptionalPhoneIn(country, phone);

  const added = attachable(uploaded);
  const room = mediaRoom(kept.length, added);
  const uploaderRoom = MAX_MEDIA - kept.length;
  const blank = title.trim() === '';
  // maxLength stops typing, not a value set by script or autofill; the server would refuse it anyway.
  const titleOk = !blank && title.trim().length <= TITLE_MAX;
  const limitText = [
    t('portal.edit.mediaRules', { max: MAX_MEDIA, seconds: UPLOAD_LIMITS.advisedVideoSeconds, maxMb: MAX_FILE_MB }),
    room.excess > 0
      ? t('portal.edit.mediaExcess', { count: room.count, max: MAX_MEDIA, excess: room.excess })
      : room.remaining > 0
        ? t('portal.edit.mediaRoom', { count: room.count, max: MAX_MEDIA, remaining: room.remaining })
        : t('portal.edit.mediaFull', { count: room.count, max: MAX_MEDIA }),
  ].join(' ');

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!titleOk || saving) return;
    setPhoneChecked(true);
    if (phoneChanged && !isValidOptionalPhoneIn(country, phone)) {
      document.getElementById(ids.phone)?.focus();
      return;
    }
    if (room.excess > 0) {
      toast({ variant: 'destructive', title: t('portal.toast.tooManyTitle'), description: limitText });
      return;
    }
    const result = await update({
      id: post.id,
      title: title.trim(),
      description,
      // URLs are enough: the server maps each back to the post's own file and refuses any other.
      images: kept.map((item) => item.url),
      ...(sessionId && added > 0 ? { sessionId } : {}),
      ...(phoneChanged ? { salonPhone: optionalPhoneWithCountry(country, phone) } : {}),
      ...(post.jobType === 'hiring' && experience !== (post.experienceLevel ?? '') ? { experienceLevel: experience || null } : {}),
    });
    if (result.error) {
      const tooMany = (result.error as { code?: string }).code === 'TOO_MANY_MEDIA';
      toast({
        variant: 'destructive',
        title: t(tooMany ? 'portal.toast.tooManyTitle' : 'portal.toast.updateFailedTitle'),
        description: tooMany ? limitText : t(failureKey(result.error, 'portal.toast.updateFailed')),
      });
      return;
    }
    toast({ variant: 'success', title: t('portal.toast.updatedTitle'), description: t('portal.toast.updated') });
    onClose();
  }

  return (
    <DialogFrame title={t('portal.edit.title')} onClose={onClose} testId="edit-post-dialog" size="lg">
      <form onSubmit={(event) => void save(event)} className="space-y-5" noValidate>
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={ids.title} className="text-sm font-semibold text-slate-800">
              {t('portal.edit.titleLabel')}
            </label>
            <span className="text-xs text-slate-500" data-testid="edit-title-count">
              {t('portal.edit.titleCount', { count: title.length, max: TITLE_MAX })}
            </span>
          </div>
          <input
            id={ids.title}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={TITLE_MAX}
            required
            aria-invalid={blank}
            aria-describedby={blank ? `${ids.title}-error` : undefined}
            className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:border-rose-500 focus:outline-none"
            data-testid="edit-title"
          />
          {blank && (
            <p id={`${ids.title}-error`} className="mt-1 text-sm text-red-700" data-testid="edit-title-error">
              {t('portal.edit.titleRequired')}
            </p>
          )}
        </div>

        <div>
          <label htmlFor={ids.description} className="text-sm font-semibold text-slate-800">
            {t('portal.edit.descriptionLabel')}
          </label>
          <textarea
            id={ids.description}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={DESCRIPTION_MAX}
            rows={6}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-rose-500 focus:outline-none"
            data-testid="edit-description"
          />
        </div>

        {post.jobType === 'hiring' && (
          <div>
            <label htmlFor={ids.experience} className="text-sm font-semibold text-slate-800">
              {t('experience.label')}
            </label>
            <ExperienceSelect
              id={ids.experience}
              value={experience}
              onChange={setExperience}
              className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-rose-500 focus:outline-none"
              testId="edit-experience"
            />
          </div>
        )}

        <div>
          <label htmlFor={ids.phone} className="text-sm font-semibold text-slate-800">
            {t('portal.edit.phoneLabel')}
          </label>
          <span className="flex gap-2">
            <PhoneCountrySelect value={country} onChange={setCountry} className="mt-1 min-h-11 rounded-lg border border-slate-300 px-2 text-base" />
            <input
              id={ids.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={country === 'US' ? '(713) 555-0123' : undefined}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              onBlur={() => setPhoneChecked(true)}
              aria-invalid={phoneInvalid}
              aria-describedby={`${ids.phone}-hint${phoneInvalid ? ` ${ids.phone}-error` : ''}`}
              className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:border-rose-500 focus:outline-none"
              data-testid="edit-phone"
            />
          </span>
          <p id={`${ids.phone}-hint`} className="mt-1 text-sm text-slate-500">
            {t('portal.edit.phoneHint', { phone: formatPhone(post.cellPhone) })}
          </p>
          {phoneInvalid && (
            <p id={`${ids.phone}-error`} className="mt-1 text-sm text-red-700" data-testid="edit-phone-error">
              {t('portal.edit.phoneInvalid')}
            </p>
          )}
        </div>

        <fieldset className="space-y-3" aria-describedby={ids.limit}>
          <legend className="text-sm font-semibold text-slate-800">{t('portal.edit.media')}</legend>
          {photosPublic ? (
            <p
              id={ids.limit}
              aria-live="polite"
              className={`rounded-lg p-3 text-sm ${room.excess > 0 ? 'bg-red-50 text-red-800' : 'bg-slate-50 text-slate-700'}`}
              data-testid="edit-media-limit"
              data-count={room.count}
              data-remaining={room.remaining}
              data-excess={room.excess}
            >
              {limitText}
            </p>
          ) : (
            <div id={ids.limit} className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="edit-photo-addon-notice">
              <p>{t('portal.edit.photosNeedAddon')}</p>
              <p>{t('portal.edit.photosAddonHow')}</p>
              <Link
                to={PHOTO_VIDEO_WIZARD_PATH}
                className="inline-flex min-h-11 items-center rounded-lg bg-rose-600 px-4 font-semibold text-white hover:bg-rose-700"
                data-testid="edit-photo-addon-link"
              >
                {t('portal.edit.photosAddonCta')}
              </Link>
            </div>
          )}
          {kept.length > 0 && (
            <>
              {!photosPublic && (
                <p className="rounded-lg bg-slate-100 p-2 text-sm font-semibold text-slate-800" data-testid="edit-hidden-photos">
                  {t('portal.edit.hiddenPhotos')}
                </p>
              )}
              <KeptMedia items={kept} onChange={setKept} disabled={saving} />
            </>
          )}
          {photosPublic && (
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('portal.edit.addMedia')}</h3>
              <MediaUploader
                api={mediaUploaderApi}
                jobPostId={post.id}
                maxFiles={Math.max(1, uploaderRoom)}
                // With no room left the widget would still allow its minimum of one file.
                disabled={uploaderRoom <= 0 && uploaded.length === 0}
                onSessionId={setSessionId}
                onFilesChange={setUploaded}
              />
            </div>
          )}
        </fieldset>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-lg border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50"
            data-testid="edit-cancel"
          >
            {t('portal.edit.cancel')}
          </button>
          <button
            type="submit"
            disabled={!titleOk || saving}
            className="min-h-11 rounded-lg bg-rose-600 px-5 font-semibold text-white hover:bg-rose-700 disabled:cursor-not-allowed disabled:bg-slate-300"
            data-testid="edit-save"
          >
            {saving ? t('portal.edit.saving') : t('portal.edit.save')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** The post's own files as tiles: the first is the main one; each can move one place or be dropped. */
function KeptMedia({ items, onChange, disabled }: { items: MediaItem[]; onChange: (items: MediaItem[]) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const button = 'flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-lg text-slate-700 hover:bg-slate-50 disabled:opacity-30';
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('portal.edit.currentMedia')}</h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="edit-media-grid">
        {items.map((item, index) => {
          const n = index + 1;
          return (
            <li key={item.url} className="rounded-lg border border-slate-200 p-2" data-testid="edit-media-tile" data-url={item.url}>
              <div className="relative aspect-square overflow-hidden rounded bg-slate-100">
                <Thumb item={item} alt={t('portal.edit.mediaItem', { n })} />
                {index === 0 && <span className="absolute left-1 top-1 rounded bg-rose-600 px-1.5 py-0.5 text-xs font-semibold text-white">{t('portal.edit.main')}</span>}
              </div>
              <div className="mt-2 flex justify-between gap-1">
                <button
                  type="button"
                  className={button}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(move(items, index, index - 1))}
                  aria-label={t('portal.edit.moveEarlier', { n })}
                  data-testid="edit-media-earlier"
                >
                  ‹
                </button>
                <button
                  type="button"
                  className={button}
                  disabled={disabled || index === items.length - 1}
                  onClick={() => onChange(move(items, index, index + 1))}
                  aria-label={t('portal.edit.moveLater', { n })}
                  data-testid="edit-media-later"
                >
                  ›
                </button>
                <button
                  type="button"
                  className={`${button} text-red-700`}
                  disabled={disabled}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                  aria-label={t('portal.edit.remove', { n })}
                  data-testid="edit-media-remove"
                >
                  ×
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Thumb({ item, alt }: { item: MediaItem; alt: string }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  if (broken || !isAcceptableMediaUrl(item.url)) {
    return <span className="flex h-full items-center justify-center text-xs text-slate-500">{t('jobCard.brokenImage')}</span>;
  }
  return item.type === 'video' ? (
    <video src={item.url} muted preload="metadata" className="h-full w-full object-cover" aria-label={alt} onError={() => setBroken(true)} />
  ) : (
    <img src={item.url} alt={alt} loading="lazy" className="h-full w-full object-cover" onError={() => setBroken(true)} />
  );
}
