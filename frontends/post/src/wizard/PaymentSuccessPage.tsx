import { postIdParam } from '@chonail/shared/domain';
import { Navigate, useSearchParams } from '@chonail/web/router';
import { SignedInOnly, Wizard } from './PackageWizard';
import { OutcomePanel, startFor, usePaymentOutcome } from './resume';

export { RESUME_POLL_MS, RESUME_POLLS } from './resume';

/**
 * /payment-success: where Stripe returns after a redirect-based payment, with `payment_intent` in
 * the query. The wizard resumes from the server's record of the payment, not from browser storage.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  // A renewal's payment comes back with its post (paymentReturnPath).
  const renewId = postIdParam(params.get('renew') ?? undefined) ?? undefined;
  if (!paymentIntentId) return <Navigate to="/new-package" replace />;
  return (
    <SignedInOnly>
      <ResumePayment key={paymentIntentId} paymentIntentId={paymentIntentId} renewId={renewId} />
    </SignedInOnly>
  );
}

function ResumePayment({ paymentIntentId, renewId }: { paymentIntentId: string; renewId?: number }) {
  const { outcome, payment, retry } = usePaymentOutcome(paymentIntentId, true);
  // The wizard takes this as its starting point only: later answers do not restart it.
  const start = startFor(outcome, payment);
  if (start !== null) return <Wizard start={start} renewId={renewId} />;
  return <OutcomePanel outcome={outcome} onRetry={retry} />;
}
