import type { Widen } from './catalogue';
import { en as enBase } from './locales/en';
import { contact as enContact } from './locales/en/contact';
import { errors as enErrors } from './locales/en/errors';
import { accountDialogs as enAccountDialogs } from './locales/en/account-dialogs';
import { appUpdate as enAppUpdate } from './locales/en/app-update';
import { factsForm as enFactsForm } from './locales/en/facts-form';
import { adminLogin as enAdminLogin } from './locales/en/admin-login';
import { forum as enForum } from './locales/en/forum';
import { place as enPlace } from './locales/en/place';
import { portal as enPortal } from './locales/en/portal';
import { postStats as enPostStats } from './locales/en/post-stats';
import { alerts as enAlerts } from './locales/en/alerts';
import { share as enShare } from './locales/en/share';
import { uploader as enUploader } from './locales/en/uploader';
import { wizard as enWizard } from './locales/en/wizard';
import { vi as viBase } from './locales/vi';
import { contact as viContact } from './locales/vi/contact';
import { errors as viErrors } from './locales/vi/errors';
import { accountDialogs as viAccountDialogs } from './locales/vi/account-dialogs';
import { appUpdate as viAppUpdate } from './locales/vi/app-update';
import { factsForm as viFactsForm } from './locales/vi/facts-form';
import { adminLogin as viAdminLogin } from './locales/vi/admin-login';
import { forum as viForum } from './locales/vi/forum';
import { place as viPlace } from './locales/vi/place';
import { portal as viPortal } from './locales/vi/portal';
import { postStats as viPostStats } from './locales/vi/post-stats';
import { alerts as viAlerts } from './locales/vi/alerts';
import { share as viShare } from './locales/vi/share';
import { uploader as viUploader } from './locales/vi/uploader';
import { wizard as viWizard } from './locales/vi/wizard';

/**
 * The base catalogue with every page section but the staff area's and the static pages' (those are
 * added by their entries, ./admin.ts and ./pages.ts): what a test renders any screen with. Not for
 * the browser, which loads the base catalogue of one language (./index.ts) and each section with
 * its page; ./index.ts hands these out only where nothing is bundled (Node: jest, unit and browser
 * tests).
 */
export const vi = { ...viBase, ...viErrors, ...viContact, ...viPortal, ...viAdminLogin, ...viUploader, ...viWizard, ...viFactsForm, ...viForum, ...viAccountDialogs, ...viPlace, ...viShare, ...viAppUpdate, ...viPostStats, ...viAlerts };
export type Catalogue = Widen<typeof vi>;
export const en: Catalogue = { ...enBase, ...enErrors, ...enContact, ...enPortal, ...enAdminLogin, ...enUploader, ...enWizard, ...enFactsForm, ...enForum, ...enAccountDialogs, ...enPlace, ...enShare, ...enAppUpdate, ...enPostStats, ...enAlerts };
