/**
 * Who has to prove what to sign in (issue 38; README, Security). Guessing a 4-digit PIN must stay
 * hopeless, yet nobody else's guesses may lock the owner out, so failures do not lock anything:
 * they raise what a device the account never signed in on has to show. A device that signed in
 * before is trusted; a new one needs only the PIN until strangers have failed a few times against
 * the account (or its network address has failed very often), then also a code texted to the phone.
 */
export const SIGN_IN_LIMITS = {
  /** Wrong PINs from unknown devices (any address) before unknown devices need a texted code too. */
  freeStrangerFailures: 5,
  /** How long those failures are remembered: a sign-in does not forget them, or each would buy 5 more guesses. */
  strangerFailureDays: 30,
  /**
   * Failed PIN checks in a row, from anywhere, after which only a PIN reset helps (NIST SP 800-63B
   * 5.2.2 allows at most 100). A stranger cannot run it up: past the free failures every try of
   * theirs needs the code first, and a try without the right code never reaches the PIN.
   */
  failureCeiling: 100,
  /** Wrong PINs on one trusted device before it is trusted no more (a lost phone gets a handful of guesses). */
  knownDeviceFailures: 5,
  /**
   * Failures from one network address in 15 minutes before unknown devices behind it need the code.
   * A carrier's NAT address is shared by thousands of people, so this is high, it counts only
   * failures, and passing it never refuses anyone: it asks them for the texted code.
   */
  addressFailures: 200,
  addressWindowSeconds: 15 * 60,
} as const;

export interface SignInAttempt {
  /** The account's failed checks in a row (0 for a phone without an account). */
  failedLogins: number;
  /** Wrong PINs from unknown devices against this phone in the remembered window. */
  strangerFailures: number;
  /** The request carries a device cookie this account signed in with before (and not revoked). */
  knownDevice: boolean;
  /** Failures from the request's address in the current window. */
  addressFailures: number;
}

export type SignInStep =
  /** Compare the PIN. */
  | 'pin'
  /** A code texted to the phone must come with the PIN; without the right code the PIN is not compared. */
  | 'pin-and-code'
  /** Nothing but a PIN reset (forgot PIN) signs this account in. */
  | 'reset';

export function signInStep(attempt: SignInAttempt): SignInStep {
  if (attempt.failedLogins >= SIGN_IN_LIMITS.failureCeiling) return 'reset';
  if (attempt.knownDevice) return 'pin';
  if (attempt.strangerFailures >= SIGN_IN_LIMITS.freeStrangerFailures) return 'pin-and-code';
  if (attempt.addressFailures >= SIGN_IN_LIMITS.addressFailures) return 'pin-and-code';
  return 'pin';
}
