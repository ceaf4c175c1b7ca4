import './styles.css';
import { startEarlyRequests } from './early';

startEarlyRequests();
// The async boundary Module Federation needs: shared singletons are negotiated before the app runs.
void import('./bootstrap');
