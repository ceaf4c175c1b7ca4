import { useEffect, useState } from 'react';
import type { PaymentState } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { usePaymentQuery } from '@chonail/web/data/posting';
import { Link } from '@chonail/web/router';
import { buttonClass, ErrorPanel, Spinner, toast } from '@chonail/web/ui';
import { selectionFromPayment, type WizardStart } from './wizard-state';

/** A payment still pending is asked again this often, this many times (the webhook may lag the redirect). */
export const RESUME_POLL_MS = 1_500;
export const RESUME_POLLS = 6;

export type Outcome = 'checking' | 'paid' | 'used' | 'failed' | 'unconfirmed';

/**
 * Where the wizard stands with one payment, from the server's record of it (never browser storage):
 * the same answer after a provider redirect, a reload or on another device.
 * `announce` toasts the outcome: after the provider's redirect the owner is waiting to hear it.
 */
export function usePaymentOutcome(paymentIntentId: string, announce: boolean) {
  const { t } = useTranslation();
  const { data: payment, isError, refetch } = usePaymentQuery(paymentIntentId, { refetchOnMountOrArgChange: true });
  const [polls, setPolls] = useState(0);

  const outcome: Outcome = isError
    ? 'failed'
    : !payment
      ? 'checking'
      : payment.status === 'paid'
        ? payment.jobPostId === null
          ? 'paid'
          : 'used'
        : payment.status === 'pending'
          ? polls < RESUME_POLLS
            ? 'checking'
            : 'unconfirmed'
          : 'failed';

  useEffect(() => {
    if (payment?.status !== 'pending' || polls >= RESUME_POLLS) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void refetch();
    }, RESUME_POLL_MS);
    return () => clearTimeout(timer);
  }, [payment?.status, polls, refetch]);

  useEffect(() => {
    if (outcome === 'paid' && announce) toast({ title: t('wizard.payment.successTitle'), description: t('wizard.payment.successBody'), variant: 'success' });
    if (outcome === 'failed') toast({ title: t('wizard.errorTitle'), description: t('wizard.payment.failed'), variant: 'destructive' });
    // Once per outcome: `t` is left out so that a language switch does not repeat the toast.
  }, [outcome]);

  const retry = () => {
    setPolls(0);
    void refetch();
  };
  return { outcome, payment, retry };
}

/**
 * Where a payment that leaves for its bank's page comes back: /payment-success, keeping the post a
 * renewal pays for (Stripe adds `payment_intent` to the address's own query), so the wizard resumes
 * the renewal instead of a new post.
 */
export const paymentReturnPath = (renewId?: number) => `/payment-success${renewId === undefined ? '' : `?renew=${renewId}`}`;

/** The wizard's starting point for an outcome; null while there is none to start from. */
export function startFor(outcome: Outcome, payment: PaymentState | undefined): WizardStart | undefined | null {
  if (outcome === 'failed') return payment ? { step: 'package', selection: selectionFromPayment(payment.packageData), paid: null } : undefined;
  if (outcome === 'paid' && payment) {
    const selection = selectionFromPayment(payment.packageData);
    return { step: 'listing', selection, paid: { paymentIntentId: payment.paymentIntentId, selection } };
  }
  return null;
}

/** What shows while there is no wizard to start: checking, not confirmed yet, or already used. */
export function OutcomePanel({ outcome, onRetry }: { outcome: Outcome; onRetry: () => void }) {
  const { t } = useTranslation();
  // 'paid' and 'failed' start the wizard: they reach here only for the moment before it renders.
  if (outcome === 'checking' || outcome === 'paid' || outcome === 'failed') {
    return (
      <div data-testid="payment-checking">
        <Spinner />
        <p className="-mt-10 pb-10 text-center text-sm text-slate-600">{t('wizard.resume.checking')}</p>
      </div>
    );
  }
  if (outcome === 'unconfirmed') {
    return (
      <div data-testid="payment-unconfirmed">
        <ErrorPanel title={t('wizard.resume.pendingTitle')} body={t('wizard.resume.pendingBody')} retryLabel={t('wizard.resume.retry')} onRetry={onRetry} />
      </div>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center" data-testid="payment-used">
      <h1 className="text-2xl font-bold text-slate-900">{t('wizard.resume.usedTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('wizard.resume.usedBody')}</p>
      <div className="mt-6 flex flex-col items-center gap-3">
        <Link to="/customerportal" className={buttonClass({ width: 'responsive' })}>
          {t('wizard.resume.toPortal')}
        </Link>
        <Link to="/new-package?new=1" className="text-sm font-semibold text-rose-700 underline" data-testid="payment-used-new">
          {t('wizard.credits.startNew')}
        </Link>
      </div>
    </section>
  );
}
