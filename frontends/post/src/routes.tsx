import { useRegisterSingletons } from '@chonail/web/data';
import { ComingSoon, type ComingSoonPage, type RemotePageProps } from '@chonail/web/ui';
import { CustomerPortal } from './portal/CustomerPortal';

const PAGES: Record<string, ComingSoonPage> = {
  newPackage: 'newPackage',
  myPost: 'myPost',
  customerPortal: 'customerPortal',
  paymentSuccess: 'paymentSuccess',
};

export default function PostPage({ page }: RemotePageProps) {
  useRegisterSingletons('post');
  if (page === 'customerPortal') return <CustomerPortal />;
  return <ComingSoon page={PAGES[page] ?? 'newPackage'} />;
}
