import { useMemo } from 'react';
import { useTranslation } from '@chonail/shared/i18n';
import { Button, toast } from '@chonail/web/ui';
import { StepActions } from './layout';
import { failureText, isRefusal } from './wizard-state';

/** 'Quay lại' and 'Thanh toán $45' ('Đang xử lý...' while paying), shared by both card forms. */
export function PaymentActions({ total, processing, onBack, disabled = false }: { total: string; processing: boolean; onBack: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <StepActions>
      <Button variant="secondary" width="responsive" onClick={onBack} disabled={processing} data-testid="payment-back">
        {t('wizard.payment.back')}
      </Button>
      <Button type="submit" width="responsive" disabled={processing || disabled} data-testid="payment-submit">
        {processing ? t('wizard.payment.processing') : t('wizard.payment.pay', { total })}
      </Button>
    </StepActions>
  );
}

/** Spec 02 section 8: a refused payment names the provider's reason; anything else is the generic failure. */
export function usePaymentToasts() {
  const { t } = useTranslation();
  return useMemo(() => {
    const failed = () => toast({ title: t('wizard.errorTitle'), description: t('wizard.payment.failed'), variant: 'destructive' });
    const declined = (message: string) => toast({ title: t('wizard.payment.errorTitle'), description: message, variant: 'destructive' });
    return {
      failed,
      declined,
      /** A failed call to our API: a 4xx is the provider's (or our) refusal, the rest is unexpected. */
      refused: (error: unknown) => (isRefusal(error) ? declined(failureText(t, error, 'wizard.payment.failed')) : failed()),
    };
  }, [t]);
}
