import { Component, type ReactNode, useEffect, useRef, useState } from 'react';
import type { CreatePaymentIntentResponse, PaymentCredit } from '@chonail/shared/contracts';
import { FREE_PACKAGE, grantedAddons, type PackageSelection, postIdParam, sameAddons } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useAccount, useSignInHere } from '@chonail/web/data';
import { usePaymentCreditsQuery, usePostPaymentQuery, usePriceTable } from '@chonail/web/data/posting';
import { Link, useLocation, useNavigate, useSearchParams } from '@chonail/web/router';
import { ErrorPanel, LoginRequired, Spinner, toast } from '@chonail/web/ui';
import { paidOnText, paidPackageText } from '../portal/CreditsPanel';
import { useLinkedPackage } from './linked-package';
import { ListingStep } from './ListingStep';
import { type PackageNext, PackageStep } from './PackageStep';
import { PaymentStep } from './PaymentStep';
import { RenewStep } from './RenewStep';
import { OutcomePanel, paymentReturnPath, startFor, usePaymentOutcome } from './resume';
import {
  emptyListing,
  type ListingForm,
  type PackageForm,
  packageFormOf,
  type PaidPackage,
  selectionFromPayment,
  selectionOf,
  type WizardStart,
} from './wizard-state';

export type { WizardStart };

/** The wizard's own address changes carry this state, so that they do not start it over. */
const OWN_URL = { wizardUrl: true } as const;

const paidFromCredit = (credit: PaymentCredit): PaidPackage => ({
  paymentIntentId: credit.paymentIntentId,
  selection: selectionFromPayment(credit.packageData),
});

type Stage = { step: 'package' } | { step: 'payment'; intent: CreatePaymentIntentResponse; selection: PackageSelection } | { step: 'listing' };

/** /new-package and /package. */
export function NewPackagePage() {
  return (
    <SignedInOnly>
      <WizardEntry />
    </SignedInOnly>
  );
}

/**
 * A paid package is never lost to a reload or another device: `?payment=<id>` resumes that payment,
 * else the newest paid, unused one (the owner's credit) opens step 2, and `?new=1` is a fresh start.
 * The address is read when the page is entered; the wizard's own rewrites of it do not restart it.
 */
function WizardEntry() {
  const location = useLocation();
  const [params] = useSearchParams();
  const own = (location.state as Partial<typeof OWN_URL> | null)?.wizardUrl === true;
  const entryOf = () => ({ key: location.key, payment: params.get('payment'), fresh: params.has('new'), renewId: postIdParam(params.get('renew') ?? undefined) });
  const [entry, setEntry] = useState(entryOf);
  if (!own && entry.key !== location.key) setEntry(entryOf());
  const renewId = entry.renewId ?? undefined;
  if (entry.payment) return <ResumeFromUrl key={entry.key} paymentIntentId={entry.payment} renewId={renewId} />;
  if (renewId !== undefined) return <RenewEntry key={entry.key} postId={renewId} />;
  if (entry.fresh) return <Wizard key={entry.key} />;
  return <ResumeNewestCredit key={entry.key} />;
}

function ResumeFromUrl({ paymentIntentId, renewId }: { paymentIntentId: string; renewId?: number }) {
  const { outcome, payment, retry } = usePaymentOutcome(paymentIntentId, false);
  const start = startFor(outcome, payment);
  if (start !== null) return <Wizard start={start} renewId={renewId} />;
  return <OutcomePanel outcome={outcome} onRetry={retry} />;
}

/** A renewal (issue 22) opens step 1 with the add-ons the post was last paid for, priced as of today. */
function RenewEntry({ postId }: { postId: number }) {
  const { data: payment, isLoading } = usePostPaymentQuery(postId, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner />;
  return <Wizard start={{ step: 'package', selection: payment?.packageData ? selectionFromPayment(payment.packageData) : FREE_PACKAGE, paid: null }} renewId={postId} />;
}

function ResumeNewestCredit() {
  const { data: credits, isFetching, isError } = usePaymentCreditsQuery(undefined, { refetchOnMountOrArgChange: true });
  // Decided once: a later answer (a credit used in another tab) must not restart the wizard.
  const [start, setStart] = useState<WizardStart | undefined | null>(null);
  if (start === null && !isFetching && (credits || isError)) {
    const newest = credits?.[0];
    const paid = newest ? paidFromCredit(newest) : null;
    setStart(paid ? { step: 'listing', selection: paid.selection, paid } : undefined);
  }
  if (start === null) return <Spinner />;
  return <Wizard start={start} />;
}

/** Spec 02 section 2: a spinner while the session is checked, a login notice for guests. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const account = useAccount();
  const signInHere = useSignInHere();
  if (account.status === 'loading') return <Spinner />;
  if (account.status === 'guest') {
    return (
      <LoginRequired
        title={t('wizard.login.title')}
        body={t('wizard.login.body')}
        signInLabel={t('auth.signIn')}
        onSignIn={() => signInHere()}
        testId="wizard-login-required"
        secondary={
          <Link to="/" className="min-h-11 rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700">
            {t('wizard.login.home')}
          </Link>
        }
      />
    );
  }
  return <WizardErrorBoundary>{children}</WizardErrorBoundary>;
}

/**
 * The two steps and the payment between them. The package, the listing being written and its
 * upload session live here, so going back and forth loses nothing, and a paid package is kept:
 * unchanged, it goes straight on to step 2 instead of being charged again.
 */
export function Wizard({ start, renewId }: { start?: WizardStart; renewId?: number }) {
  const { t } = useTranslation();
  const { prices, isLoading: pricesLoading } = usePriceTable();
  const linked = useLinkedPackage();
  const [packageForm, setPackageForm] = useState<PackageForm>(() => packageFormOf(start?.selection ?? linked ?? FREE_PACKAGE));
  const [paid, setPaid] = useState<PaidPackage | null>(start?.paid ?? null);
  const [stage, setStage] = useState<Stage>({ step: start?.step ?? 'package' });
  const [params] = useSearchParams();
  const [listing, setListing] = useState<ListingForm>(() => emptyListing(params.get('jobType')));
  const [sessionId, setSessionId] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const selection = selectionOf(packageForm);
  const shownStep = useRef(stage.step);
  const { data: credits = [] } = usePaymentCreditsQuery(undefined, { refetchOnMountOrArgChange: true });
  const location = useLocation();
  const navigate = useNavigate();
  // The payment Stripe redirected to stays in /payment-success's address; elsewhere the address names the paid package.
  const path = location.pathname === '/payment-success' ? '/new-package' : location.pathname;
  // A renewal keeps its post in the address through every rewrite, so a reload still renews it.
  const urlWith = (query: Record<string, string>) => `${path}?${new URLSearchParams({ ...(renewId === undefined ? {} : { renew: String(renewId) }), ...query }).toString()}`;
  const urlPayment = params.get('payment');

  // A reload opens the same paid package again, whichever way it was reached (payment, credit, choice).
  useEffect(() => {
    if (!paid || location.pathname === '/payment-success' || urlPayment === paid.paymentIntentId) return;
    navigate(urlWith({ payment: paid.paymentIntentId }), { replace: true, state: OWN_URL });
  }, [paid?.paymentIntentId]);

  // A new step starts at its top, for the eye and for screen readers alike (not on arrival).
  useEffect(() => {
    if (shownStep.current === stage.step) return;
    shownStep.current = stage.step;
    heading.current?.focus();
  }, [stage.step]);

  // Step 1 holding the package of a payment already made (this one or an unused earlier one) is not charged again.
  const matches = (candidate: PaidPackage) => sameAddons(grantedAddons(candidate.selection), grantedAddons(selection));
  const usable = paid && matches(paid) ? paid : (credits.map(paidFromCredit).find(matches) ?? null);

  const next = (choice: PackageNext) => {
    if (choice.kind === 'payment') {
      setStage({ step: 'payment', intent: choice.intent, selection });
      return;
    }
    if (usable && usable !== paid) setPaid(usable);
    setStage({ step: 'listing' });
  };

  const useCredit = (credit: PaymentCredit) => {
    const chosen = paidFromCredit(credit);
    setPackageForm(packageFormOf(chosen.selection));
    setPaid(chosen);
    setStage({ step: 'listing' });
  };

  const startOver = () => {
    setPackageForm(packageFormOf(FREE_PACKAGE));
    setPaid(null);
    setStage({ step: 'package' });
    navigate(urlWith({ new: '1' }), { replace: true, state: OWN_URL });
  };

  const paidNow = (intent: CreatePaymentIntentResponse, bought: PackageSelection) => {
    toast({ title: t('wizard.payment.successTitle'), description: t('wizard.payment.successBody'), variant: 'success' });
    setPaid({ paymentIntentId: intent.paymentIntentId, selection: bought });
    setStage({ step: 'listing' });
  };

  // The payment counts for the post only while step 1 still holds the package it bought.
  const paymentIntentId = usable?.paymentIntentId ?? null;
  const otherCredits = credits.filter((credit) => credit.paymentIntentId !== paymentIntentId);
  const title = stage.step === 'payment' ? t('wizard.payment.title') : renewId !== undefined && stage.step === 'listing' ? t('wizard.renew.title') : t(`wizard.steps.${stage.step}`);

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-8" data-testid="package-wizard">
      <Steps current={stage.step === 'listing' ? 2 : 1} />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 outline-none" data-testid="wizard-title">
        {title}
      </h1>
      <div className="mt-4">
        {pricesLoading ? (
          <Spinner />
        ) : stage.step === 'package' ? (
          <>
            <OtherCredits credits={otherCredits} onUse={useCredit} title={t('wizard.credits.title')} />
            <PackageStep form={packageForm} onChange={setPackageForm} prices={prices} paid={usable} onNext={next} />
          </>
        ) : stage.step === 'payment' ? (
          <PaymentStep
            intent={stage.intent}
            selection={stage.selection}
            prices={prices}
            // Cancelling drops the intent and its client secret (spec 02 section 4).
            onBack={() => setStage({ step: 'package' })}
            onPaid={() => paidNow(stage.intent, stage.selection)}
            returnPath={paymentReturnPath(renewId)}
          />
        ) : renewId !== undefined ? (
          <RenewStep postId={renewId} selection={selection} paymentIntentId={paymentIntentId} onBack={() => setStage({ step: 'package' })} />
        ) : (
          <>
            {usable && <PaidPackageBanner paid={usable} credit={credits.find((credit) => credit.paymentIntentId === usable.paymentIntentId)} onStartOver={startOver} />}
            <OtherCredits credits={otherCredits} onUse={useCredit} title={t('wizard.credits.others')} />
            <ListingStep
              form={listing}
              onChange={setListing}
              selection={selection}
              paymentIntentId={paymentIntentId}
              sessionId={sessionId}
              onSessionId={setSessionId}
              onBack={() => setStage({ step: 'package' })}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** Step 2 says which paid package the post will use, and lets the owner start a new one instead. */
function PaidPackageBanner({ paid, credit, onStartOver }: { paid: PaidPackage; credit: PaymentCredit | undefined; onStartOver: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="mb-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm" data-testid="wizard-paid-package" data-payment={paid.paymentIntentId}>
      <p className="font-semibold text-emerald-900">{t('wizard.credits.inUse')}</p>
      <p className="mt-1 text-slate-800" data-testid="wizard-paid-package-text">
        {paidPackageText(t, paid.selection)}
      </p>
      {credit && <p className="text-slate-600">{paidOnText(t, credit, i18n.language)}</p>}
      <button type="button" onClick={onStartOver} className="mt-2 min-h-11 font-semibold text-rose-700 underline" data-testid="wizard-start-new">
        {t('wizard.credits.startNew')}
      </button>
    </section>
  );
}

/** Paid packages not in use: any of them can be taken instead of paying again. */
function OtherCredits({ credits, onUse, title }: { credits: PaymentCredit[]; onUse: (credit: PaymentCredit) => void; title: string }) {
  const { t, i18n } = useTranslation();
  if (credits.length === 0) return null;
  return (
    <section className="mb-4 rounded-xl border border-emerald-200 bg-white p-4 text-sm" data-testid="wizard-credits">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <ul className="mt-2 space-y-2">
        {credits.map((credit) => (
          <li key={credit.paymentIntentId} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between" data-testid={`wizard-credit-${credit.paymentIntentId}`}>
            <span>
              <span className="block font-medium text-slate-900">{paidPackageText(t, credit.packageData)}</span>
              <span className="block text-slate-600">{paidOnText(t, credit, i18n.language)}</span>
            </span>
            <button
              type="button"
              onClick={() => onUse(credit)}
              className="min-h-11 rounded-lg border border-emerald-600 px-4 font-semibold text-emerald-800 hover:bg-emerald-50"
              data-testid="wizard-credit-use"
            >
              {t('wizard.credits.use')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Steps({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('wizard.stepsLabel')} className="grid grid-cols-2 gap-2 text-sm">
      {(['package', 'listing'] as const).map((step, index) => {
        const number = index + 1;
        const active = number === current;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className={`rounded-lg border-b-4 px-3 py-2 ${active ? 'border-rose-600 bg-rose-50 text-rose-800' : number < current ? 'border-emerald-500 text-slate-600' : 'border-slate-200 text-slate-500'}`}
          >
            <span className="block text-xs font-semibold uppercase">{t('wizard.stepNumber', { number })}</span>
            <span className="block font-semibold">{t(`wizard.steps.${step}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** Spec 02 section 2: a render crash shows an error page with a refresh button instead of a blank page. */
export class WizardErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? <CrashPage /> : this.props.children;
  }
}

function CrashPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="wizard-crash">
      <ErrorPanel title={t('wizard.crash.title')} body={t('wizard.crash.body')} retryLabel={t('wizard.crash.refresh')} onRetry={() => window.location.reload()} />
    </div>
  );
}
