import { type ReactNode, useId } from 'react';
import { type DefaultValues, type FieldError, type FieldValues, type Resolver, useForm } from 'react-hook-form';
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

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

/** A label, its control and the control's problem, tied together for screen readers. */
function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: (control: ControlProps) => ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined, className: `${inputClass} mt-1` })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
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

/** The forms' one setup: the contract's schema checks the fields; a form the server took empties. */
function useEntryForm<V extends FieldValues>(resolver: Resolver<V>, defaultValues: DefaultValues<V>, mode: 'onBlur' | 'onSubmit', onSubmit: (values: V) => Promise<boolean>) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<V>({ resolver, defaultValues, mode });
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset();
  });
  return { register, errors, isSubmitting, submit };
}

/** A thread's title, category and body: the new-thread form, and the author's edit. */
export function ThreadForm({ initial, submitLabel, busyLabel, onSubmit, onCancel, testId }: FormProps<CreateForumThread>) {
  const { t } = useTranslation();
  const id = useId();
  const { register, errors, isSubmitting, submit } = useEntryForm<CreateForumThread>(
    zodResolver(createForumThreadSchema),
    // No category until one is chosen: a question filed under the wrong one is hard to find.
    { title: '', body: '', category: '' as ForumCategory, ...initial },
    'onBlur',
    onSubmit,
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid={testId}>
      <Field id={`${id}-title`} label={t('forum.newThread.title')} error={fieldError(t, 'title', errors.title)}>
        {(control) => <input {...control} {...register('title')} maxLength={FORUM_TITLE_MAX} autoComplete="off" />}
      </Field>
      <Field id={`${id}-category`} label={t('forum.newThread.category')} error={fieldError(t, 'category', errors.category)}>
        {(control) => (
          <select {...control} {...register('category')}>
            <option value="">{t('forum.newThread.chooseCategory')}</option>
            {FORUM_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`forum.categories.${category}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-body`} label={t('forum.newThread.body')} error={fieldError(t, 'body', errors.body)}>
        {(control) => <textarea {...control} {...register('body')} rows={6} maxLength={FORUM_BODY_MAX} />}
      </Field>
      <Buttons busy={isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
    </form>
  );
}

/** A reply's text: the reply box, and the author's edit of a reply. */
export function ReplyForm({ initial, submitLabel, busyLabel, onSubmit, onCancel, testId, label }: FormProps<ForumReply> & { label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, errors, isSubmitting, submit } = useEntryForm<ForumReply>(zodResolver(forumReplySchema), { body: '', ...initial }, 'onSubmit', onSubmit);

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid={testId}>
      <Field id={`${id}-body`} label={label} error={fieldError(t, 'body', errors.body)}>
        {(control) => <textarea {...control} {...register('body')} rows={4} maxLength={FORUM_BODY_MAX} />}
      </Field>
      <Buttons busy={isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
    </form>
  );
}
