import { lazy, Suspense, useState } from 'react';
import type { Store } from '@chonail/shared/contracts';
import { formatPhone } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';

// The dialog brings Radix along; it loads with the first delete, not with the wizard.
const DeleteStoreDialog = lazy(() => import('./DeleteStoreDialog'));

interface StoreCardsProps {
  stores: Store[];
  selectedId: number | null;
  onSelect: (store: Store) => void;
  onDeleted: (id: number) => void;
}

/** Spec 02 step 2: the owner's stores as cards; a click chooses one, each can be deleted after a confirmation. */
export function StoreCards({ stores, selectedId, onSelect, onDeleted }: StoreCardsProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<Store | null>(null);
  return (
    <>
      <ul aria-label={t('wizard.listing.storesLabel')} className="grid gap-3 sm:grid-cols-2">
        {stores.map((store) => {
          const selected = store.id === selectedId;
          const place = [store.city, [store.state, store.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
          return (
            <li key={store.id} className={`relative rounded-xl border-2 bg-white ${selected ? 'border-rose-500 bg-rose-50' : 'border-slate-200'}`}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(store)}
                className="block w-full rounded-xl p-4 pr-20 text-left text-sm text-slate-700"
                data-testid={`store-card-${store.id}`}
              >
                <span className="block text-base font-semibold text-slate-900">{store.name}</span>
                {store.address && <span className="block">{store.address}</span>}
                {store.addressOptional && <span className="block">{store.addressOptional}</span>}
                <span className="block">{place}</span>
                {store.area !== null && <span className="block">{t('wizard.listing.area', { area: store.area })}</span>}
                <span className="block">{t('wizard.listing.hideAddress', { value: t(store.hideAddress ? 'wizard.listing.yes' : 'wizard.listing.no') })}</span>
                {store.phone && (
                  <span className="block" data-testid={`store-card-phone-${store.id}`}>
                    {t('wizard.listing.phone', { phone: formatPhone(store.phone) })}
                  </span>
                )}
                {selected && <span className="mt-2 inline-block rounded-full bg-rose-600 px-2 py-0.5 text-xs font-semibold text-white">{t('wizard.listing.selected')}</span>}
              </button>
              <button
                type="button"
                onClick={() => setDeleting(store)}
                aria-label={t('wizard.listing.deleteStore', { name: store.name })}
                className="absolute right-2 top-2 min-h-11 min-w-11 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                data-testid={`store-delete-${store.id}`}
              >
                {t('wizard.listing.delete')}
              </button>
            </li>
          );
        })}
      </ul>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteStoreDialog store={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
        </Suspense>
      )}
    </>
  );
}
