import { Suspense } from 'react';
import { addTranslations } from '@chonail/shared/i18n';
import { postCatalogue } from '@chonail/shared/i18n/post';
import { useRegisterSingletons } from '@chonail/web/data';
import { useSearchParams } from '@chonail/web/router';
import { ComingSoon, type ComingSoonPage, lazyPage, lazyPages, type RemotePageProps, Spinner } from '@chonail/web/ui';
import { CustomerPortal } from './portal/CustomerPortal';
import { MyPostPage } from './my-post/MyPostPage';

// The portal's, ad page's and wizard's copy comes with this remote, before any of its screens renders.
addTranslations(postCatalogue);

// The wizard (and, in Stripe mode, Stripe) loads only when someone posts.
const NewPackagePage = lazyPage(() => import(/* webpackChunkName: "page-newPackage" */ './wizard/PackageWizard').then((m) => ({ default: m.NewPackagePage })));
const PaymentSuccessPage = lazyPage(() => import(/* webpackChunkName: "page-paymentSuccess" */ './wizard/PaymentSuccessPage').then((m) => ({ default: m.PaymentSuccessPage })));

/** The shell calls this for the page a visit starts on, before its first render. */
export const preloadPage = lazyPages({ newPackage: NewPackagePage, paymentSuccess: PaymentSuccessPage }).preload;

const PAGES: Record<string, ComingSoonPage> = {
  newPackage: 'newPackage',
  myPost: 'myPost',
  customerPortal: 'customerPortal',
  paymentSuccess: 'paymentSuccess',
};

export default function PostPage({ page }: RemotePageProps) {
  useRegisterSingletons('post');
  // /package?edit={id} (the owner ad page's edit action) opens that post's edit form.
  const editId = useSearchParams()[0].get('edit') ?? undefined;
  if (page === 'customerPortal') return <CustomerPortal />;
  if (page === 'myPost') return <MyPostPage />;
  if (page === 'newPackage' && editId) return <MyPostPage editId={editId} />;
  if (page === 'newPackage' || page === 'paymentSuccess') {
    return <Suspense fallback={<Spinner />}>{page === 'newPackage' ? <NewPackagePage /> : <PaymentSuccessPage />}</Suspense>;
  }
  return <ComingSoon page={PAGES[page] ?? 'newPackage'} />;
}
