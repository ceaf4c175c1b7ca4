import { addTranslations } from '@chonail/shared/i18n';
import { alertsCatalogue } from '@chonail/shared/i18n/alerts';
import { type AppDispatch, errorMessage, type Translate } from '@chonail/web/data';
import { savedSearchesApi } from '@chonail/web/data/alerts';
import { toast } from '@chonail/web/ui';

// Loaded on the first tap of "Báo tin cho tôi" (AlertMeButton), with its words: the first page
// carries only the button.
addTranslations(alertsCatalogue);

/** Saves `query` (the home list's own query) as an instant alert and tells the member how it went. */
export async function saveAlert(dispatch: AppDispatch, query: Record<string, string>, t: Translate): Promise<void> {
  const request = dispatch(savedSearchesApi.endpoints.createSavedSearch.initiate({ ...query, frequency: 'instant' }));
  const result = await request;
  request.reset();
  if (!result.error) toast({ variant: 'success', title: t('alerts.saved.title'), description: t('alerts.saved.body') });
  // Saved already is good news too: the alert is on.
  else if ((result.error as { code?: string }).code === 'SAVED_SEARCH_EXISTS') toast({ variant: 'success', title: t('alerts.saved.title'), description: errorMessage(t, result.error) });
  else toast({ variant: 'destructive', title: t('alerts.saved.failedTitle'), description: errorMessage(t, result.error, 'common.networkError') });
}
