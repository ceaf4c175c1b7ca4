import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { useAdminAuditQuery } from './admin-api';
import { inputClass, LabeledField, Loaded, PAGE_SIZE, Pager, useDateTime } from './admin-ui';

// Catalogue keys cannot hold a dot (i18next reads it as nesting).
const actionKey = (action: AuditAction) => `admin.audit.actions.${action.replace('.', '_')}`;

/** One line of JSON, so a change fits in a table cell. */
const compact = (value: unknown): string => (value === null || value === undefined ? '—' : JSON.stringify(value));

export function AuditTab() {
  const { t } = useTranslation();
  const [action, setAction] = useState<AuditAction | ''>('');
  const [offset, setOffset] = useState(0);
  const entries = useAdminAuditQuery({ action: action || undefined, limit: PAGE_SIZE, offset });
  const dateTime = useDateTime();
  return (
    <div>
      <div className="max-w-xs">
        <LabeledField label={t('admin.audit.action')}>
          <select
            value={action}
            onChange={(e) => {
              setAction(e.target.value as AuditAction | '');
              setOffset(0);
            }}
            className={inputClass}
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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="audit-table">
            <thead className="text-slate-500">
              <tr>
                <th className="py-2 pr-3">{t('admin.audit.when')}</th>
                <th className="py-2 pr-3">{t('admin.audit.who')}</th>
                <th className="py-2 pr-3">{t('admin.audit.action')}</th>
                <th className="py-2 pr-3">{t('admin.audit.target')}</th>
                <th className="py-2">{t('admin.audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.data?.rows.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100 align-top">
                  <td className="whitespace-nowrap py-2 pr-3">{dateTime(entry.createdAt)}</td>
                  <td className="py-2 pr-3">{entry.actorPhone ?? `#${entry.actorId}`}</td>
                  <td className="py-2 pr-3">{t(actionKey(entry.action))}</td>
                  <td className="py-2 pr-3">
                    {entry.targetType}
                    {entry.targetId ? ` #${entry.targetId}` : ''}
                  </td>
                  <td className="max-w-md break-all py-2 font-mono text-xs">
                    {compact(entry.before)} → {compact(entry.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {entries.data && <Pager offset={offset} limit={PAGE_SIZE} total={entries.data.total} onChange={setOffset} />}
      </Loaded>
    </div>
  );
}
