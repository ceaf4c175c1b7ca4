import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@chonail/shared/contracts';
import { formatPhoneInput } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useAdminAuditQuery } from './admin-api';
import { cardClass, inputClass, LabeledField, Loaded, money, PAGE_SIZE, Pager, useDateTime } from './admin-ui';
import { auditChanges, auditTarget, type AuditValue } from './audit-view';

// Catalogue keys cannot hold a dot (i18next reads it as nesting).
const actionKey = (action: AuditAction) => `admin.audit.actions.${action.replace('.', '_')}`;

/** +1 (713) 555-0123 for a US number; any other as stored. */
const phoneText = (phone: string) => {
  const us = /^\+1(\d{10})$/.exec(phone);
  return us ? `+1 ${formatPhoneInput(us[1] ?? '')}` : phone;
};

const ACTION_COLOURS: Record<string, string> = {
  delete: 'bg-red-100 text-red-800',
  hide: 'bg-amber-100 text-amber-900',
  block: 'bg-amber-100 text-amber-900',
};

export function AuditTab() {
  const { t } = useTranslation();
  const [action, setAction] = useState<AuditAction | ''>('');
  const [offset, setOffset] = useState(0);
  const entries = useAdminAuditQuery({ action: action || undefined, limit: PAGE_SIZE, offset });
  return (
    <div>
      <div className="sm:max-w-xs">
        <LabeledField label={t('admin.audit.action')}>
          <select
            value={action}
            onChange={(e) => {
              setAction(e.target.value as AuditAction | '');
              setOffset(0);
            }}
            className={`${inputClass} min-h-11`}
            data-testid="audit-filter"
          >
            <option value="">{t('admin.all')}</option>
            {AUDIT_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {t(actionKey(name))}
              </option>
            ))}
          </select>
        </LabeledField>
      </div>
      <Loaded query={entries}>
        <ol className="mt-4 space-y-3" data-testid="audit-list">
          {entries.data?.rows.map((entry) => (
            <AuditItem key={entry.id} entry={entry} />
          ))}
        </ol>
        {entries.data && <Pager offset={offset} limit={PAGE_SIZE} total={entries.data.total} onChange={setOffset} />}
      </Loaded>
    </div>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const target = auditTarget(entry);
  const changes = auditChanges(entry);
  const verb = entry.action.split('.')[1] ?? '';
  const who = entry.actorName ?? (entry.actorPhone ? phoneText(entry.actorPhone) : `#${entry.actorId}`);
  const value = (v: AuditValue) => {
    if (v.kind === 'money') return money(v.cents);
    if (v.kind === 'state') return t(`admin.audit.states.${v.key}`);
    if (v.kind === 'text') return v.text;
    return t('admin.audit.empty');
  };
  return (
    <li className={cardClass} data-testid={`audit-${entry.id}`} data-action={entry.action}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${ACTION_COLOURS[verb] ?? 'bg-slate-100 text-slate-800'}`} data-testid="audit-action">
          {t(actionKey(entry.action))}
        </span>
        <time dateTime={entry.createdAt} className="text-sm text-slate-500" data-testid="audit-when">
          {dateTime(entry.createdAt)}
        </time>
      </div>
      <p className="mt-2 break-words text-base font-semibold text-slate-900" data-testid="audit-target">
        {t(`admin.audit.targets.${target.kind}`, { id: target.id ?? '' })}
        {target.name && (
          <>
            {': '}
            <span data-user-content>{target.kind === 'user' ? phoneText(target.name) : target.name}</span>
          </>
        )}
        {target.place && <span className="font-normal text-slate-600"> · {target.place}</span>}
      </p>
      <p className="mt-0.5 text-sm text-slate-600" data-testid="audit-who">
        {t('admin.audit.by', { who })}
        {entry.actorName && entry.actorPhone ? ` · ${phoneText(entry.actorPhone)}` : ''}
      </p>
      {changes.length > 0 ? (
        <dl className="mt-2 space-y-1 border-t border-slate-100 pt-2 text-sm" data-testid="audit-changes">
          {changes.map((change) => {
            const values = Object.fromEntries(Object.entries(change.label.values ?? {}).map(([name, key]) => [name, t(key)]));
            return (
              <div key={`${change.label.key}-${JSON.stringify(values)}`} className="flex flex-wrap gap-x-2" data-testid="audit-change">
                <dt className="text-slate-500">{t(change.label.key, values)}:</dt>
                <dd className="min-w-0 break-words text-slate-900">
                  <span className="text-slate-600" data-testid="audit-before">
                    {value(change.from)}
                  </span>{' '}
                  <span aria-hidden="true">→</span>
                  <span className="sr-only">{t('admin.audit.to')}</span>{' '}
                  <span className="font-semibold" data-testid="audit-after">
                    {value(change.to)}
                  </span>
                </dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="mt-2 border-t border-slate-100 pt-2 text-sm text-slate-500">{t('admin.audit.noChange')}</p>
      )}
    </li>
  );
}
