import { PRICE_LABELS, type AuditEntry } from '@chonail/shared/contracts';
import { PACKAGE_TYPES } from '@chonail/shared/domain';

/**
 * An audit row in words: the stored before/after are the raw records (cents, flags, ISO times);
 * staff read what changed, named in their language, with money in dollars.
 */
export type AuditValue =
  /** Whole cents, shown in dollars. */
  | { kind: 'money'; cents: number }
  /** Text as somebody typed it (a title, a reason, an address). */
  | { kind: 'text'; text: string }
  /** A state named by the catalogue: `admin.audit.states.<key>`. */
  | { kind: 'state'; key: AuditState }
  | { kind: 'empty' };

export type AuditState = 'shown' | 'hidden' | 'deleted' | 'active' | 'blocked' | 'unhandled' | 'handled' | 'alertsPaused' | 'alertsRunning';

export interface AuditChange {
  /** A catalogue key naming what changed; its values are catalogue keys too (an add-on's name). */
  label: { key: string; values?: Record<string, string> };
  from: AuditValue;
  to: AuditValue;
}

export interface AuditTarget {
  /** `admin.audit.targets.<kind>` */
  kind: AuditEntry['targetType'];
  id: string | null;
  /** The post's title, the account's phone, the message's subject: null when the record has none. */
  name: string | null;
  /** 'Houston, TX' for a post. */
  place: string | null;
}

type Fields = Record<string, unknown>;
const record = (value: unknown): Fields => (value !== null && typeof value === 'object' ? (value as Fields) : {});
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const text = (value: unknown): AuditValue => {
  const given = str(value);
  return given === null ? { kind: 'empty' } : { kind: 'text', text: given };
};
const state = (key: AuditState): AuditValue => ({ kind: 'state', key });
const money = (value: unknown): AuditValue => (typeof value === 'number' ? { kind: 'money', cents: value } : { kind: 'empty' });
const same = (a: AuditValue, b: AuditValue) => JSON.stringify(a) === JSON.stringify(b);

export function auditTarget(entry: AuditEntry): AuditTarget {
  const data = { ...record(entry.after), ...record(entry.before) };
  const name = entry.targetType === 'post' ? str(data['title']) : entry.targetType === 'user' ? str(data['phone']) : entry.targetType === 'message' ? str(data['subject']) : null;
  const place = entry.targetType === 'post' && str(data['city']) ? `${String(data['city'])}, ${String(data['state'] ?? '')}` : null;
  return { kind: entry.targetType, id: entry.targetId, name, place };
}

/** Only what differs between before and after; a field named once per change. */
export function auditChanges(entry: AuditEntry): AuditChange[] {
  const before = record(entry.before);
  const after = record(entry.after);
  const changes: AuditChange[] = [];
  const push = (key: string, from: AuditValue, to: AuditValue, values?: Record<string, string>) => {
    if (!same(from, to)) changes.push({ label: { key, values }, from, to });
  };
  const status = 'admin.audit.fields.status';
  switch (entry.action) {
    case 'post.hide':
    case 'post.restore':
    case 'post.delete': {
      const shown = (fields: Fields) => state(fields['hiddenAt'] ? 'hidden' : 'shown');
      push(status, shown(before), entry.after === null ? state('deleted') : shown(after));
      if (entry.after !== null) push('admin.audit.fields.reason', text(before['hiddenReason']), text(after['hiddenReason']));
      break;
    }
    case 'user.block':
    case 'user.unblock':
    case 'user.delete': {
      const standing = (fields: Fields) => state(fields['deleted'] ? 'deleted' : fields['blocked'] ? 'blocked' : 'active');
      push(status, standing(before), standing(after));
      const removed = after['postsRemoved'];
      if (Array.isArray(removed)) push('admin.audit.fields.posts', { kind: 'text', text: String(before['postCount'] ?? removed.length) }, { kind: 'text', text: '0' });
      break;
    }
    case 'pricing.update': {
      const prices = [record(before['prices']), record(after['prices'])] as const;
      for (const type of PACKAGE_TYPES) push('admin.audit.fields.price', money(prices[0][type]), money(prices[1][type]), { addon: `admin.addons.${type}` });
      const labels = [record(before['labels']), record(after['labels'])] as const;
      for (const label of PRICE_LABELS) push('admin.audit.fields.priceLabel', money(labels[0][label]), money(labels[1][label]), { label: `admin.prices.labels.${label}` });
      break;
    }
    case 'contact.update':
      for (const field of ['address', 'phone', 'email'] as const) push(`admin.settings.${field}`, text(before[field]), text(after[field]));
      break;
    case 'message.handled':
      push(status, state(before['handledAt'] ? 'handled' : 'unhandled'), state(after['handledAt'] ? 'handled' : 'unhandled'));
      break;
    case 'alerts.update':
      push(status, state(before['paused'] ? 'alertsPaused' : 'alertsRunning'), state(after['paused'] ? 'alertsPaused' : 'alertsRunning'));
      break;
  }
  return changes;
}
