/** Why a code was sent; a code only works for the purpose it was sent for. */
export type OtpPurpose = 'registration' | 'reset' | 'login';

/** A text without a code: sign-up was asked for a phone that already has an account; a saved search's alert, a post's expiry reminder (issue 39). */
export type NoticePurpose = 'account-exists' | 'saved-search-alert' | 'expiry-reminder';

export interface SmsMessage {
  /** E.164, e.g. +17135550123. */
  to: string;
  text: string;
  /** The one-time code in the text ('' for a notice); the development outbox shows it to tests and developers. */
  code: string;
  purpose: OtpPurpose | NoticePurpose;
}

/** Sends SMS: Vonage in production, the development outbox otherwise (ARCHITECTURE.md section 6). */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');
