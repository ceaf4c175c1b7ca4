import type { FieldError, FieldValues, UseFormReturn } from 'react-hook-form';
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
import { Button, toast } from '@chonail/web/ui';
import { Field, Form, Select, TextArea, TextInput, useKitForm } from '@chonail/web/ui/form';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** The contracts' messages are English, for the API; the form says the same in the reader's words, by kind of problem. */
function fieldError(t: TFunction, field: string, error: FieldError): string {
  if (field === 'category') return t('forum.errors.categoryMissing');
  if (error.type === 'too_big') return t('forum.errors.tooLong', { max: field === 'title' ? FORUM_TITLE_MAX : FORUM_BODY_MAX });
  if (error.type === 'custom') return t('forum.errors.badCharacters');
  return field === 'title' ? t('forum.errors.titleShort', { min: FORUM_TITLE_MIN }) : t('forum.errors.bodyEmpty');
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
        <Button variant="secondary" width="auto" onClick={onCancel} disabled={busy}>
          {t('forum.actions.cancel')}
        </Button>
      )}
      <Button type="submit" width="auto" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}

/** A form the server took empties (a new entry) or closes (an edit, by its caller). */
const emptiedWhenSent =
  <V extends FieldValues>(form: UseFormReturn<V>, onSubmit: (values: V) => Promise<boolean>) =>
  async (values: V) => {
    if (await onSubmit(values)) form.reset();
  };

/** A thread's title, category and body: the new-thread form, and the author's edit. */
export function ThreadForm({ initial, submitLabel, busyLabel, onSubmit, onCancel, testId }: FormProps<CreateForumThread>) {
  const { t } = useTranslation();
  // No category until one is chosen: a question filed under the wrong one is hard to find.
  const form = useKitForm<CreateForumThread>({ schema: createForumThreadSchema, defaultValues: { title: '', body: '', category: '' as ForumCategory, ...initial } });
  return (
    <Form form={form} onSubmit={emptiedWhenSent(form, onSubmit)} errorText={(name, error) => fieldError(t, name, error)} className="space-y-4" testId={testId}>
      <Field name="title" label={t('forum.newThread.title')}>
        <TextInput maxLength={FORUM_TITLE_MAX} autoComplete="off" />
      </Field>
      <Field name="category" label={t('forum.newThread.category')}>
        <Select>
          <option value="">{t('forum.newThread.chooseCategory')}</option>
          {FORUM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`forum.categories.${category}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field name="body" label={t('forum.newThread.body')}>
        <TextArea rows={6} maxLength={FORUM_BODY_MAX} />
      </Field>
      <Buttons busy={form.formState.isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
    </Form>
  );
}

/** A reply's text: the reply box, and the author's edit of a reply. */
export function ReplyForm({ initial, submitLabel, busyLabel, onSubmit, onCancel, testId, label }: FormProps<ForumReply> & { label: string }) {
  const { t } = useTranslation();
  const form = useKitForm<ForumReply>({ schema: forumReplySchema, defaultValues: { body: '', ...initial }, checkOnBlur: false });
  return (
    <Form form={form} onSubmit={emptiedWhenSent(form, onSubmit)} errorText={(name, error) => fieldError(t, name, error)} className="space-y-3" testId={testId}>
      <Field name="body" label={label}>
        <TextArea rows={4} maxLength={FORUM_BODY_MAX} />
      </Field>
      <Buttons busy={form.formState.isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
    </Form>
  );
}
