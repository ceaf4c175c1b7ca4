import { lazy, Suspense, useState } from 'react';
import { FORUM_EDIT_WINDOW_HOURS, type ForumPost, type ForumThread } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { useAccount } from '@chonail/web/data';
import { useDeleteForumPostMutation, useDeleteForumThreadMutation, useEditForumPostMutation, useEditForumThreadMutation } from '@chonail/web/data/forum';
import { Link, useNavigate } from '@chonail/web/router';
import { toast } from '@chonail/web/ui';
import { ReplyForm, sent, ThreadForm } from './forms';
import { authorName, bodyClass, CategoryBadge, EntryMeta, ForumSaveButton, secondaryButton } from './forum-ui';

// Radix comes with the first dialog, not with the forum page.
const ConfirmDialog = lazy(() => import('@chonail/web/ui/dialog').then((m) => ({ default: m.ConfirmDialog })));

const HOUR_MS = 3_600_000;

/** What the signed-in reader may do to an entry: the server decides in the end (it answers the codes the toasts show). */
function useOwnEntry(author: { id: number }, createdAt: string) {
  const account = useAccount();
  const [now] = useState(() => Date.now());
  const mine = account.status === 'signedIn' && account.user.id === author.id;
  return { mine, editable: mine && now - new Date(createdAt).getTime() < FORUM_EDIT_WINDOW_HOURS * HOUR_MS };
}

function EntryActions({ editable, onEdit, onDelete, testId }: { editable: boolean; onEdit: () => void; onDelete: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      {editable && (
        <button type="button" onClick={onEdit} className={secondaryButton} data-testid={`${testId}-edit`}>
          {t('forum.actions.edit')}
        </button>
      )}
      <button type="button" onClick={onDelete} className={`${secondaryButton} text-red-700`} data-testid={`${testId}-delete`}>
        {t('forum.actions.delete')}
      </button>
    </>
  );
}

function ConfirmDelete({ kind, onConfirm, onClose }: { kind: 'Thread' | 'Reply'; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={t(`forum.actions.delete${kind}Title`)}
        body={t(`forum.actions.delete${kind}Body`)}
        confirmLabel={t('forum.actions.delete')}
        cancelLabel={t('forum.actions.cancel')}
        busyLabel={t('forum.actions.deleting')}
        onConfirm={onConfirm}
        onClose={onClose}
        destructive
        testId="forum-confirm-delete"
      />
    </Suspense>
  );
}

/** The question itself: title, category, author, dates and body; its author edits it (24 h) or deletes it (until others answer). */
export function ThreadEntry({ thread, now }: { thread: ForumThread; now: Date }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mine, editable } = useOwnEntry(thread.author, thread.createdAt);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [edit] = useEditForumThreadMutation();
  const [remove] = useDeleteForumThreadMutation();

  return (
    <article aria-labelledby="forum-thread-title" data-testid="forum-thread">
      <CategoryBadge category={thread.category} />
      <h1 id="forum-thread-title" className="mt-2 break-words text-2xl font-bold text-slate-900" data-testid="forum-thread-title" data-user-content>
        {thread.title}
      </h1>
      <div className="mt-1">
        <EntryMeta author={thread.author} createdAt={thread.createdAt} updatedAt={thread.updatedAt} now={now} />
      </div>
      {editing ? (
        <div className="mt-4">
          <ThreadForm
            initial={{ title: thread.title, category: thread.category, body: thread.body }}
            submitLabel={t('forum.actions.save')}
            busyLabel={t('forum.actions.saving')}
            onCancel={() => setEditing(false)}
            testId="forum-edit-thread-form"
            onSubmit={(values) =>
              sent(t, 'forum.actions.failed', async () => {
                await edit({ id: thread.id, ...values }).unwrap();
                setEditing(false);
                toast({ title: t('forum.actions.updated'), variant: 'success' });
              })
            }
          />
        </div>
      ) : (
        <p className={`mt-4 ${bodyClass}`} data-testid="forum-thread-body" data-user-content>
          {thread.body}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2 empty:hidden">
        <ForumSaveButton itemType="thread" itemId={thread.id} />
        {mine && !editing && <EntryActions editable={editable} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} testId="forum-thread" />}
      </div>
      {deleting && (
        <ConfirmDelete
          kind="Thread"
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            sent(t, 'forum.actions.failed', async () => {
              await remove(thread.id).unwrap();
              toast({ title: t('forum.actions.deleted'), variant: 'success' });
              navigate('/forum');
            })
          }
        />
      )}
    </article>
  );
}

/**
 * One reply, anchored at #post-{id} and linked to its own page (/forum/post/{id}), which stays
 * right whichever page of the thread the reply moves to.
 */
export function ReplyEntry({ reply, highlighted, now }: { reply: ForumPost; highlighted: boolean; now: Date }) {
  const { t } = useTranslation();
  const { mine, editable } = useOwnEntry(reply.author, reply.createdAt);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [edit] = useEditForumPostMutation();
  const [remove] = useDeleteForumPostMutation();

  return (
    <article
      id={`post-${reply.id}`}
      className={`scroll-mt-20 rounded-xl border p-4 ${highlighted ? 'border-amber-500 bg-amber-50 ring-2 ring-amber-300' : 'border-slate-200 bg-white'}`}
      data-testid="forum-reply"
      data-post-id={reply.id}
      data-highlighted={highlighted || undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <EntryMeta author={reply.author} createdAt={reply.createdAt} updatedAt={reply.updatedAt} now={now} />
        <Link
          to={`/forum/post/${reply.id}`}
          className="-my-2 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center text-sm font-semibold text-rose-800 underline"
          aria-label={t('forum.thread.permalinkLabel', { author: authorName(t, reply.author) })}
          data-testid="forum-reply-link"
        >
          {t('forum.thread.permalink')}
        </Link>
      </div>
      {editing ? (
        <div className="mt-3">
          <ReplyForm
            label={t('forum.actions.editLabel')}
            initial={{ body: reply.body }}
            submitLabel={t('forum.actions.save')}
            busyLabel={t('forum.actions.saving')}
            onCancel={() => setEditing(false)}
            testId="forum-edit-reply-form"
            onSubmit={(values) =>
              sent(t, 'forum.actions.failed', async () => {
                await edit({ id: reply.id, threadId: reply.threadId, body: values.body }).unwrap();
                setEditing(false);
                toast({ title: t('forum.actions.updated'), variant: 'success' });
              })
            }
          />
        </div>
      ) : (
        <p className={`mt-2 ${bodyClass}`} data-testid="forum-reply-body" data-user-content>
          {reply.body}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2 empty:hidden">
        <ForumSaveButton itemType="post" itemId={reply.id} />
        {mine && !editing && <EntryActions editable={editable} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} testId="forum-reply" />}
      </div>
      {deleting && (
        <ConfirmDelete
          kind="Reply"
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            sent(t, 'forum.actions.failed', async () => {
              await remove({ id: reply.id, threadId: reply.threadId }).unwrap();
              toast({ title: t('forum.actions.deleted'), variant: 'success' });
            })
          }
        />
      )}
    </article>
  );
}
