/**
 * The account dialogs' own words (job-creation choice, forgotten and changed PIN, account required):
 * added by the shell's lazily loaded dialogs chunk (../../account-dialogs.ts), not by the first page.
 */
import type { Widen } from '../../catalogue';
import type { accountDialogs as vi } from '../vi/account-dialogs';

export const accountDialogs: Widen<typeof vi> = {
  accountDialogs: {
    /** Spec 02 section 2: the job-creation dialog a member gets from 'Đăng tin' on any page. */
    postDialog: {
      title: 'What would you like to post?',
      body: 'Choose the kind of post, then a package and your salon details.',
      hiring: { title: 'Hiring', body: 'Find nail technicians for your salon' },
      selling: { title: 'Salon for sale', body: 'Sell or transfer your nail salon' },
    },
    forgot: {
      title: "Forgot PIN",
      phoneStep: "Enter your account's phone number and we will send you a verification code.",
      verifyStep: "Enter the verification code we sent to {{phone}}.",
      resetStep: "Choose a new PIN (at least 4 digits).",
      code: "Verification code",
      newPin: "New PIN",
      confirmPin: "Confirm new PIN",
      next: "Continue",
      reset: "Reset PIN",
      codeSent: "Verification code sent!",
      sendFailed: "Failed to send OTP",
      resetFailed: "Failed to reset password",
      success: "PIN reset successfully!",
      successBody: "You can now sign in with your new PIN.",
    },
    change: {
      title: "Change PIN",
      description: "Enter your current PIN and a new one.",
      current: "Current PIN",
      new: "New PIN",
      confirm: "Confirm new PIN",
      submit: "Change PIN",
      success: "PIN changed successfully",
      failed: "Could not change PIN",
    },
    required: {
      title: "Account required",
      save: "Create an account to save the posts you like.",
      post: "Create an account to post jobs or salons for sale.",
      alert: "Create an account to get a text when new posts match your search.",
      signUp: "Sign Up Now",
      signIn: "Sign In",
    },
  },
};
