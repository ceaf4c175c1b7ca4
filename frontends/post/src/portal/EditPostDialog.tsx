import { useId, useState } from 'react';
import type { ExperienceLevel, JobPost, MediaItem as UploadedFile } from '@chonail/shared/contracts';
import {
  formatPhone,
  isAcceptableMediaUrl,
  isValidOptionalPhoneIn,
  MAX_FILE_MB,
  type MediaItem,
  normalizeMedia,
  optionalPhoneWithCountry,
  type PhoneCountry,
  phoneForForm,
  PHOTO_VIDEO_WIZARD_PATH,
  photosArePublic,
  POST_LIMITS,
  reachedPhone,
  UPLOAD_LIMITS,
} from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { mediaUploaderApi, useUpdateJobPostMutation } from '@chonail/web/data/posting';
import { Link } from '@chonail/web/router';
import { Button, buttonClass, MediaUploader, toast } from '@chonail/web/ui';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { Field, Form, PhoneInput, Select, TextArea, TextInput, useKitForm } from '@chonail/web/ui/form';
import { ExperienceOptions } from '../ExperienceOptions';
import { type FactsFormValues, factsFormOf, factsProblems, hiringFactsOf, salonFactsOf } from '../facts-form';
import { FactsFields } from '../FactsFields';
import { PhoneCheck } from '../PhoneCheck';
import { failureKey } from './post-status';

export const TITLE_MAX = POST_LIMITS.titleMax;
const DESCRIPTION_MAX = POST_LIMITS.descriptionMax;
const MAX_MEDIA = UPLOAD_LIMITS.maxFilesOnEdit;

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
interface EditValues extends FactsFormValues {
  title: string;
  description: string;
  experience: ExperienceLevel | '';
  country: PhoneCountry;
  phone: string;
}

export default function EditPostDialog({ post, onClose }: { post: JobPost; onClose: () => void }) {
  const { t } = useTranslation();
  const [kept, setKept] = useState<MediaItem[]>(() => normalizeMedia(post.images));
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  const [initialPhone] = useState(() => phoneForForm(post.salonPhone));
  // Only a changed phone is checked and sent: an edit of the title never trips on an old number.
  const phoneChanged = (values: Pick<EditValues, 'country' | 'phone'>) => values.phone.trim() !== initialPhone.typed.trim() || values.country !== initialPhone.country;
  // Issue 24: the facts of the post's type, shown as they are and checked by the contract's schemas.
  const factsType = post.jobType === 'hiring' || post.jobType === 'selling' ? post.jobType : null;
  const [initialFacts] = useState(() => factsFormOf(post.hiring, post.salon));
  const form = useKitForm<EditValues>({
    check: (values) => ({
      title: values.title.trim() === '' ? 'portal.edit.titleRequired' : undefined,
      phone: phoneChanged(values) && !isValidOptionalPhoneIn(values.country, values.phone) ? 'portal.edit.phoneInvalid' : undefined,
      ...(factsType ? factsProblems(factsType, values) : {}),
    }),
    codePrefix: '',
    defaultValues: {
      title: post.title,
      description: post.description,
      experience: post.experienceLevel ?? '',
      country: initialPhone.country,
      phone: initialPhone.typed,
      ...initialFacts,
    },
  });
  const title = form.watch('title');
  const [description, country, phone] = form.watch(['description', 'country', 'phone']);
  const [update, { isLoading: saving }] = useUpdateJobPostMutation();
  const limitId = useId();
  const photosPublic = photosArePublic(post, new Date());

  const added = attachable(uploaded);
  const room = mediaRoom(kept.length, added);
  const uploaderRoom = MAX_MEDIA - kept.length;
  // maxLength stops typing, not a value set by script or autofill; the server would refuse it anyway.
  const titleOk = title.trim() !== '' && title.trim().length <= TITLE_MAX;
  const limitText = [
    t('portal.edit.mediaRules', { max: MAX_MEDIA, seconds: UPLOAD_LIMITS.advisedVideoSeconds, maxMb: MAX_FILE_MB }),
    room.excess > 0
      ? t('portal.edit.mediaExcess', { count: room.count, max: MAX_MEDIA, excess: room.excess })
      : room.remaining > 0
        ? t('portal.edit.mediaRoom', { count: room.count, max: MAX_MEDIA, remaining: room.remaining })
        : t('portal.edit.mediaFull', { count: room.count, max: MAX_MEDIA }),
  ].join(' ');

  /** Only edited facts are sent (absent leaves them); facts all taken away are null (cleared). */
  function factsChange(values: EditValues) {
    const edited = (group: 'hiring' | 'salon') => JSON.stringify(values[group]) !== JSON.stringify(initialFacts[group]);
    if (factsType === 'hiring' && edited('hiring')) return { hiring: hiringFactsOf(values) };
    if (factsType === 'selling' && edited('salon')) return { salon: salonFactsOf(values) };
    return {};
  }

  async function save(values: EditValues) {
    if (!titleOk || saving) return;
    if (room.excess > 0) {
      toast({ variant: 'destructive', title: t('portal.toast.tooManyTitle'), description: limitText });
      return;
    }
    const result = await update({
      id: post.id,
      title: values.title.trim(),
      description: values.description,
      // URLs are enough: the server maps each back to the post's own file and refuses any other.
      images: kept.map((item) => item.url),
      ...(sessionId && added > 0 ? { sessionId } : {}),
      ...(phoneChanged(values) ? { salonPhone: optionalPhoneWithCountry(values.country, values.phone) } : {}),
      ...(post.jobType === 'hiring' && values.experience !== (post.experienceLevel ?? '') ? { experienceLevel: values.experience || null } : {}),
      ...factsChange(values),
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
      <Form form={form} onSubmit={save} className="space-y-5">
        <Field
          name="title"
          label={t('portal.edit.titleLabel')}
          errorTestId="edit-title-error"
          aside={
            <span className="text-xs text-slate-500" data-testid="edit-title-count">
              {t('portal.edit.titleCount', { count: title.length, max: TITLE_MAX })}
            </span>
          }
        >
          <TextInput live maxLength={TITLE_MAX} required data-testid="edit-title" />
        </Field>
        <Field name="description" label={t('portal.edit.descriptionLabel')}>
          <TextArea maxLength={DESCRIPTION_MAX} rows={6} data-testid="edit-description" />
        </Field>
        {post.jobType === 'hiring' && (
          <Field name="experience" label={t('experience.label')}>
            <Select data-testid="edit-experience">
              <ExperienceOptions />
            </Select>
          </Field>
        )}
        {factsType && <FactsFields jobType={factsType} />}
        <Field name="phone" label={t('portal.edit.phoneLabel')} hint={t('portal.edit.phoneHint', { phone: formatPhone(post.cellPhone) })} errorTestId="edit-phone-error">
          <PhoneInput countryName="country" shaped={false} autoComplete="tel" data-testid="edit-phone" />
        </Field>

        <fieldset className="space-y-3" aria-describedby={limitId}>
          <legend className="text-sm font-semibold text-slate-800">{t('portal.edit.media')}</legend>
          {photosPublic ? (
            <p
              id={limitId}
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
            <div id={limitId} className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="edit-photo-addon-notice">
              <p>{t('portal.edit.photosNeedAddon')}</p>
              <p>{t('portal.edit.photosAddonHow')}</p>
              <Link to={PHOTO_VIDEO_WIZARD_PATH} className={buttonClass({ width: 'auto' })} data-testid="edit-photo-addon-link">
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

        <PhoneCheck
          text={`${title}\n${description}`}
          contactPhone={reachedPhone(country, phone, post.cellPhone)}
          // Issue 36: the number the text names becomes the post's contact phone.
          onUse={(named) => (form.setValue('country', 'US'), form.setValue('phone', formatPhone(named)), form.clearErrors('phone'))}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" width="responsive" onClick={onClose} data-testid="edit-cancel">
            {t('portal.edit.cancel')}
          </Button>
          <Button type="submit" width="responsive" disabled={!titleOk || saving} data-testid="edit-save">
            {saving ? t('portal.edit.saving') : t('portal.edit.save')}
          </Button>
        </div>
      </Form>
    </DialogFrame>
  );
}

/** The post's own files as tiles: the first is the main one; each can move one place or be dropped. */
function KeptMedia({ items, onChange, disabled }: { items: MediaItem[]; onChange: (items: MediaItem[]) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const button = 'flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-lg text-slate-700 hover:bg-slate-50 disabled:opacity-30';
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
