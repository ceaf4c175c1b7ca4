import { useTranslation } from '@chonail/shared/i18n';
import { toast } from '@chonail/web/ui';
import { useAppSelector } from '@chonail/web/data';

export interface SessionUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  role?: 'user' | 'admin';
}

/** Who is signed in, as far as the shell needs to know (the account issue adds the user profile). */
export function useSession(): { signedIn: boolean; user: SessionUser | null } {
  const signedIn = useAppSelector((state) => Boolean(state.auth.accessToken));
  return { signedIn, user: null };
}

/** Until the auth dialogs exist, guest-only actions say so instead of doing nothing. */
export function useAskToSignIn(): () => void {
  const { t } = useTranslation();
  return () => toast({ title: t('auth.loginRequired'), description: t('auth.loginSoon') });
}
