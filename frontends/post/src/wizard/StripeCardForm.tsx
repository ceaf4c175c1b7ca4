import { type FormEvent, useState } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useTranslation } from '@chonail/shared/i18n';
import { useNavigate } from '@chonail/web/router';
import { PaymentActions, usePaymentToasts } from './payment-kit';

// Loaded lazily by PaymentStep, in Stripe mode only: this chunk carries Stripe's libraries.

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe wants one loadStripe per key for the page's life, not one per render. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  total: string;
  onBack: () => void;
  onPaid: () => void;
  /** Where a payment that leaves for its bank's page comes back, with `payment_intent` added. */
  returnPath: string;
}

export default function StripeCardForm({ publishableKey, clientSecret, ...form }: StripeCardFormProps) {
  const { i18n } = useTranslation();
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: i18n.language === 'en' ? 'en' : 'vi' }}>
      <PaymentForm {...form} />
    </Elements>
  );
}

function PaymentForm({ total, onBack, onPaid, returnPath }: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const { failed, declined } = usePaymentToasts();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    const back = new URL(returnPath, window.location.origin);
    try {
      // Cards confirm here; a method that needs its bank's page comes back through /payment-success.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: back.href },
        redirect: 'if_required',
      });
      if (error?.message) declined(error.message);
      else if (error) failed();
      else if (paymentIntent.status === 'succeeded') onPaid();
      else {
        // Where the bank's page would have sent the owner back, as Stripe does: the payment added.
        back.searchParams.set('payment_intent', paymentIntent.id);
        navigate(`${back.pathname}${back.search}`);
      }
    } catch {
      failed();
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="stripe-card-form">
      <PaymentElement />
      <PaymentActions total={total} processing={processing} disabled={!stripe || !elements} onBack={onBack} />
    </form>
  );
}
