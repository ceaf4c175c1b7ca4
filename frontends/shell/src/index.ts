import './styles.css';
import { preloadLanguage } from '@chonail/shared/i18n/early';
import { startEarlyRequests } from './early';
import { startServiceWorker } from './sw/start';

startEarlyRequests();
preloadLanguage();
// The async boundary Module Federation needs: shared singletons are negotiated before the app runs.
void import('./bootstrap');
startServiceWorker();
