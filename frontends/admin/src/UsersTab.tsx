import { type FormEvent, useState } from 'react';
import type { AdminUserRow } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { controlClass } from '@chonail/web/ui';
import { useAdminBlockUserMutation, useAdminDeleteUserMutation, useAdminUsersQuery } from './admin-api';
import { cardClass, Confirm, type ConfirmRequest, dangerButton, Loaded, PAGE_SIZE, Pager, plainButton, primaryButton, useDay, useStaffAction } from './admin-ui';

export function UsersTab() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const users = useAdminUsersQuery({ q, limit: PAGE_SIZE, offset });
  const [blockUser] = useAdminBlockUserMutation();
  const [deleteUser] = useAdminDeleteUserMutation();
  const run = useStaffAction();
  const day = useDay();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const nameOf = (user: AdminUserRow) => [user.firstName, user.lastName].filter(Boolean).join(' ') || t('admin.users.noName');

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
    setOffset(0);
  };

  const askBlock = (user: AdminUserRow, block: boolean) => {
    const key = block ? 'confirmBlock' : 'confirmUnblock';
    setConfirm({
      title: t(`admin.users.${key}.title`),
      body: t(`admin.users.${key}.body`, { name: `${nameOf(user)} (${user.phone})` }),
      confirmLabel: t(`admin.users.${key}.confirm`),
      busyLabel: t(`admin.users.${key}.busy`),
      destructive: block,
      onConfirm: () =>
        run(
          () => blockUser({ id: user.id, block }).unwrap(),
          block ? 'admin.users.blockedToast' : 'admin.users.unblockedToast',
          block ? 'admin.users.blockFailed' : 'admin.users.unblockFailed',
        ),
    });
  };

  const askDelete = (user: AdminUserRow) =>
    setConfirm({
      title: t('admin.users.confirmDelete.title'),
      body: t('admin.users.confirmDelete.body', { name: `${nameOf(user)} (${user.phone})` }),
      confirmLabel: t('admin.users.confirmDelete.confirm'),
      busyLabel: t('admin.users.confirmDelete.busy'),
      destructive: true,
      onConfirm: () => run(() => deleteUser(user.id).unwrap(), 'admin.users.deleted', 'admin.users.deleteFailed'),
    });

  return (
    <div>
      <form onSubmit={onSearch} role="search" className="flex gap-2">
        <input name="q" type="search" aria-label={t('admin.users.search')} placeholder={t('admin.users.search')} className={`${controlClass} min-w-0 flex-1`} data-testid="users-q" />
        <button type="submit" className={primaryButton} data-testid="users-apply">
          {t('admin.apply')}
        </button>
      </form>
      <Loaded query={users}>
        <ul className="mt-4 space-y-3" data-testid="users-list">
          {users.data?.rows.map((user) => (
            <li key={user.id} className={cardClass} data-testid={`user-${user.id}`}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="min-w-0 flex-1 break-words font-semibold text-slate-900">{nameOf(user)}</h3>
                {user.role === 'admin' && <span className="rounded bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">{t('admin.users.admin')}</span>}
                {user.blocked && (
                  <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800" data-testid="user-blocked">
                    {t('admin.users.blocked')}
                  </span>
                )}
              </div>
              <p className="mt-1 break-words text-sm text-slate-600">
                {user.phone}
                {user.email ? ` · ${user.email}` : ''} · {t('admin.users.posts', { count: user.postCount })} · {t('admin.users.joined', { date: day(user.createdAt) })}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {user.blocked ? (
                  <button type="button" className={plainButton} onClick={() => askBlock(user, false)} data-testid="user-unblock">
                    {t('admin.users.unblock')}
                  </button>
                ) : (
                  <button type="button" className={plainButton} onClick={() => askBlock(user, true)} data-testid="user-block">
                    {t('admin.users.block')}
                  </button>
                )}
                <button type="button" className={dangerButton} onClick={() => askDelete(user)} data-testid="user-delete">
                  {t('admin.users.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
        {users.data && <Pager offset={offset} limit={PAGE_SIZE} total={users.data.total} onChange={setOffset} />}
      </Loaded>
      <Confirm request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
