import type { ReactNode } from 'react';
import type { JobPostContact } from '@chonail/shared/contracts';
import { formatPhone, isMaskedPhone } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { errorMessage, usePostContact } from '@chonail/web/data';
import { toast } from './toast-store';

/**
 * A post's revealed numbers for its controls (issue 38, finding 4): public answers carry them
 * masked, and the first tap on Call, Text or a number asks the post's contact call. A refusal (the
 * reveal allowance used up, offline) is said in a toast, which moves nothing on the page.
 */
export function useContactReveal(postId: number | undefined) {
  const { t } = useTranslation();
  const { contact, busy, reveal } = usePostContact(postId);
  const revealOrSay = async (): Promise<JobPostContact | null> => {
    try {
      return await reveal();
    } catch (error) {
      toast({ title: errorMessage(t, error), variant: 'destructive' });
      return null;
    }
  };
  return { contact, busy, reveal: revealOrSay };
}

export interface PhoneActionProps {
  postId: number;
  /** The post's contact phone as the answer carried it: masked on public reads, full on the owner's and staff's. */
  phone: string;
  scheme: 'tel' | 'sms';
  className: string;
  testId: string;
  /** What the control says, given the number to show: the full one once known, else the masked one. */
  children: (shown: string) => ReactNode;
  ariaLabel?: (shown: string) => string;
}

const hrefOf = (scheme: PhoneActionProps['scheme'], phone: string) => `${scheme}:${phone}`;


/**
 * Call or Text a post. With the full number known it is a plain tel:/sms: link; with a masked one it
 * is a button of the same box (nothing moves when it turns into the link) that reveals the number,
 * and the next tap dials or texts it. Not dialled by script once the answer comes: Safari on iPhone
 * refuses a tel: opened after an awaited request (the tap no longer counts), and a headless browser
 * leaves the page half-navigated; a link the person taps works everywhere. The tap does not reach a
 * card around it, which would open the detail.
 */
export function PhoneAction({ postId, phone, scheme, className, testId, children, ariaLabel }: PhoneActionProps) {
  const { contact, busy, reveal } = useContactReveal(postId);
  const full = isMaskedPhone(phone) ? contact?.phone : phone;
  if (full !== undefined) {
    const shown = formatPhone(full);
    return (
      <a href={hrefOf(scheme, full)} onClick={(e) => e.stopPropagation()} aria-label={ariaLabel?.(shown)} className={className} data-testid={testId}>
        {children(shown)}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-label={ariaLabel?.(phone)}
      // Only while it asks: pages read aria-busy="false" on the list as "all cards are in".
      aria-busy={busy || undefined}
      disabled={busy}
      className={`${className} ${busy ? 'cursor-wait opacity-60' : ''}`}
      data-testid={testId}
      data-masked
      onClick={(e) => {
        e.stopPropagation();
        void reveal();
      }}
    >
      {children(phone)}
    </button>
  );
}
