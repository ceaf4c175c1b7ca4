import { useEffect, useState } from 'react';
import { useTranslation } from '@chonail/shared/i18n';
import { usePaymentQuery } from '@chonail/web/data';
import { Link, Navigate, useSearchParams } from '@chonail/web/router';
import { ErrorPanel, Spinner, toast } from '@chonail/web/ui';
import { SignedInOnly, Wizard } from './PackageWizard';
import { primaryButton } from './ui';
import { selectionFromPayment } from './wizard-state';

/** A payment still pending is asked again this often, this many times (the webhook may lag the redirect). */
export const RESUME_POLL_MS = 1_500;
export const RESUME_POLLS = 6;

/**
 * /payment-success: where Stripe returns after a redirect-based payment, with `payment_intent` in
 * the query. The wizard resumes from the server's record of the payment, not from browser storage.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  if (!paymentIntentId) return <Navigate to="/new-package" replace />;
  return (
    <SignedInOnly>
      <ResumePayment key={paymentIntentId} paymentIntentId={paymentIntentId} />
    </SignedInOnly>
  );
}

type Outcome = 'checking' | 'paid' | 'used' | 'failed' | 'unconfirmed';

function ResumePayment({ paymentIntentId }: { paymentIntentId: string }) {
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
    if (outcome === 'paid') toast({ title: t('wizard.payment.successTitle'), description: t('wizard.payment.successBody'), variant: 'success' });
    if (outcome === 'failed') toast({ title: t('wizard.errorTitle'), description: t('wizard.payment.failed'), variant: 'destructive' });
    // Once per outcome: `t` is left out so that a language switch does not repeat the toast.
  }, [outcome]);

  // The wizard takes these as its starting point only: later answers do not restart it.
  if (outcome === 'failed') {
    return <Wizard start={payment && { step: 'package', selection: selectionFromPayment(payment.packageData), paid: null }} />;
  }
  if (outcome === 'paid' && payment) {
    const selection = selectionFromPayment(payment.packageData);
    return <Wizard start={{ step: 'listing', selection, paid: { paymentIntentId: payment.paymentIntentId, selection } }} />;
  }
  if (outcome === 'checking') {
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
        <ErrorPanel
          title={t('wizard.resume.pendingTitle')}
          body={t('wizard.resume.pendingBody')}
          retryLabel={t('wizard.resume.retry')}
          onRetry={() => {
            setPolls(0);
            void refetch();
          }}
        />
      </div>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center" data-testid="payment-used">
      <h1 className="text-2xl font-bold text-slate-900">{t('wizard.resume.usedTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('wizard.resume.usedBody')}</p>
      <Link to="/customerportal" className={`${primaryButton} mt-6 inline-block`}>
        {t('wizard.resume.toPortal')}
      </Link>
    </section>
  );
}
