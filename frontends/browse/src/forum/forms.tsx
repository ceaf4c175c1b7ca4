import { useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createForumThreadSchema,
  FORUM_BODY_MAX,
  FORUM_CATEGORIES,
  FORUM_TITLE_MAX,
  FORUM_TITLE_MIN,
  forumReplySchema,
  type CreateForumThread,
  type ForumCategory,
  type ForumReply,
} from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { errorMessage } from '@chonail/web/data';
import { toast } from '@chonail/web/ui';
import { inputClass, primaryButton, secondaryButton } from './forum-ui';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** The contracts' messages are English, for the API; the form says the same in the reader's words, by kind of problem. */
function fieldError(t: TFunction, field: 'title' | 'body' | 'category', error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (field === 'category') return t('forum.errors.categoryMissing');
  if (error.type === 'too_big') return t('forum.errors.tooLong', { max: field === 'title' ? FORUM_TITLE_MAX : FORUM_BODY_MAX });
  if (error.type === 'custom') return t('forum.errors.badCharacters');
  return field === 'title' ? t('forum.errors.titleShort', { min: FORUM_TITLE_MIN }) : t('forum.errors.bodyEmpty');
}

function FieldMessage({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700" role="alert">
      {text}
    </p>
  );
}

/**
 * Sends the form; a refusal is toasted in the reader's words (the API's code), the typed text kept.
 * Resolves true when the server took it.
 */
export async function sent(t: TFunction, failedKey: string, send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    toast({ title: t(failedKey), description: errorMessage(t, error), variant: 'destructive' });
    return false;
  }
}

interface FormProps<V> {
  initial?: Partial<V>;
  submitLabel: string;
  busyLabel: string;
  /** Resolves true when saved: the form then empties (a new entry) or closes (an edit). */
  onSubmit: (values: V) => Promise<boolean>;
  onCancel?: () => void;
  testId: string;
}

function Buttons({ busy, submitLabel, busyLabel, onCancel }: { busy: boolean; submitLabel: string; busyLabel: string; onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {onCancel && (
        <button type="button" onClick={onCancel} className={secondaryButton} disabled={busy}>
          {t('forum.actions.cancel')}
        </button>
      )}
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}

/** A thread's title, category and body: the new-thread form, and the author's edit. */
export function ThreadForm({ initial, submitLabel, busyLabel, onSubmit, onCancel, testId }: FormProps<CreateForumThread>) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateForumThread>({
    resolver: zodResolver(createForumThreadSchema),
    // No category until one is chosen: a question filed under the wrong one is hard to find.
    defaultValues: { title: '', body: '', category: '' as ForumCategory, ...initial },
    mode: 'onBlur',
  });
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset();
  });
  const titleError = fieldError(t, 'title', errors.title);
  const categoryError = fieldError(t, 'category', errors.category);
  const bodyError = fieldError(t, 'body', errors.body);

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid={testId}>
      <div>
        <label htmlFor={`${id}-title`} className="block text-sm font-semibold text-slate-800">
          {t('forum.newThread.title')}
        </label>
        <input
          id={`${id}-title`}
          {...register('title')}
          maxLength={FORUM_TITLE_MAX}
          autoComplete="off"
          aria-invalid={Boolean(titleError)}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          className={`${inputClass} mt-1`}
        />
        <FieldMessage id={`${id}-title-error`} text={titleError} />
      </div>
      <div>
        <label htmlFor={`${id}-category`} className="block text-sm font-semibold text-slate-800">
          {t('forum.newThread.category')}
        </label>
        <select
          id={`${id}-category`}
          {...register('category')}
          aria-invalid={Boolean(categoryError)}
          aria-describedby={categoryError ? `${id}-category-error` : undefined}
          className={`${inputClass} mt-1`}
        >
          <option value="">{t('forum.newThread.chooseCategory')}</option>
          {FORUM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`forum.categories.${category}`)}
            </option>
          ))}
        </select>
        <FieldMessage id={`${id}-category-error`} text={categoryError} />
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="block text-sm font-semibold text-slate-800">
          {t('forum.newThread.body')}
        </label>
        <textarea
          id={`${id}-body`}
          {...register('body')}
          rows={6}
          maxLength={FORUM_BODY_MAX}
          aria-invalid={Boolean(bodyError)}
          aria-describedby={bodyError ? `${id}-body-error` : undefined}
          className={`${inputClass} mt-1`}
        />
        <FieldMessage id={`${id}-body-error`} text={bodyError} />
      </div>
      <Buttons busy={isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
    </form>
  );
}

/** A reply's text: the reply box, and the author's edit of a reply. */
export function ReplyForm({ initial, submitLabel, busyLabel, onSubmit, onCancel, testId, label }: FormProps<ForumReply> & { label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForumReply>({ resolver: zodResolver(forumReplySchema), defaultValues: { body: '', ...initial }, mode: 'onSubmit' });
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset();
  });
  const bodyError = fieldError(t, 'body', errors.body);

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid={testId}>
      <label htmlFor={`${id}-body`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        {...register('body')}
        rows={4}
        maxLength={FORUM_BODY_MAX}
        aria-invalid={Boolean(bodyError)}
        aria-describedby={bodyError ? `${id}-body-error` : undefined}
        className={`${inputClass} mt-1`}
      />
      <FieldMessage id={`${id}-body-error`} text={bodyError} />
      <Buttons busy={isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
    </form>
  );
}
