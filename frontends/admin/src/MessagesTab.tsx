import { useState } from 'react';
import { useTranslation } from '@chonail/shared/i18n';
import { useAdminContactMessagesQuery, useAdminMarkHandledMutation } from './admin-api';
import { cardClass, inputClass, LabeledField, Loaded, PAGE_SIZE, Pager, plainButton, useDateTime, useStaffAction } from './admin-ui';

type Handled = '' | 'true' | 'false';

/** Contact-form messages, newest first (the server's order). */
export function MessagesTab() {
  const { t } = useTranslation();
  const [handled, setHandled] = useState<Handled>('false');
  const [offset, setOffset] = useState(0);
  const messages = useAdminContactMessagesQuery({ handled: handled || undefined, limit: PAGE_SIZE, offset });
  const [markHandled] = useAdminMarkHandledMutation();
  const run = useStaffAction();
  const dateTime = useDateTime();
  return (
    <div>
      <div className="max-w-xs">
        <LabeledField label={t('admin.messages.filter')}>
          <select
            value={handled}
            onChange={(e) => {
              setHandled(e.target.value as Handled);
              setOffset(0);
            }}
            className={inputClass}
            data-testid="messages-filter"
          >
            <option value="false">{t('admin.messages.unhandled')}</option>
            <option value="true">{t('admin.messages.handled')}</option>
            <option value="">{t('admin.all')}</option>
          </select>
        </LabeledField>
      </div>
      <Loaded query={messages}>
        <ul className="mt-4 space-y-3">
          {messages.data?.rows.map((message) => (
            <li key={message.id} className={cardClass} data-testid={`message-${message.id}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="break-words font-semibold">{message.subject}</h3>
                <span className="text-xs text-slate-500">{dateTime(message.createdAt)}</span>
              </div>
              <p className="mt-1 break-words text-sm text-slate-600">
                {t('admin.messages.from', { name: message.name, email: message.email })}
                {message.phone ? ` · ${message.phone}` : ''}
              </p>
              <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{message.message}</p>
              <div className="mt-3">
                {message.handledAt ? (
                  <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    {t('admin.messages.handled')} · {dateTime(message.handledAt)}
                  </span>
                ) : (
                  <button
                    type="button"
                    className={plainButton}
                    onClick={() => void run(() => markHandled(message.id).unwrap(), 'admin.messages.marked', 'admin.messages.markFailed')}
                  >
                    {t('admin.messages.markHandled')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        {messages.data && <Pager offset={offset} limit={PAGE_SIZE} total={messages.data.total} onChange={setOffset} />}
      </Loaded>
    </div>
  );
}
