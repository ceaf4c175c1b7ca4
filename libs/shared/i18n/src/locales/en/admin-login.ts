import type { Widen } from '../../catalogue';
import type { adminLogin as vi } from '../vi/admin-login';

/** Admin sign-in (admin remote, with ../../admin.ts). */
export const adminLogin: Widen<typeof vi> = {
  adminLogin: {
    title: 'Admin login',
    subtitle: 'For Chợ Nail administrators only.',
    phone: 'Phone number',
    phonePlaceholder: '(123) 456-7890',
    password: 'Password',
    totp: 'Authenticator code (6 digits)',
    totpHint: 'Open the authenticator app on your phone (Google Authenticator…) and enter the 6-digit code it shows for Chợ Nail.',
    submit: 'Login',
    submitting: 'Signing in...',
    successTitle: 'Login successful',
    successBody: 'Welcome admin!',
    failedTitle: 'Login failed',
    tryAgain: 'Please try again',
    invalidCredentials: 'Invalid credentials',
    unauthorizedTitle: 'Unauthorized access',
    unauthorizedBody: 'This account cannot open the admin area.',
    backHome: 'Back to home',
    logout: 'Logout',
  },
};
