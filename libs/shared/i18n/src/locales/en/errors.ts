import type { Catalogue } from '../vi';
import { account } from './account';
import { listings } from './listings';

export const errors: Pick<Catalogue, 'apiErrors'> = {
  apiErrors: {
    ...account.authErrors,
    ...listings.listingErrors,
    BAD_REQUEST: 'Invalid request',
    UNAUTHORIZED: 'Please sign in',
    FORBIDDEN: 'You are not allowed to do this',
    NOT_FOUND: 'Not found',
    METHOD_NOT_ALLOWED: 'This request is not supported',
    CONFLICT: 'The data just changed; please reload the page',
    PAYLOAD_TOO_LARGE: 'What you sent is too large',
    UNSUPPORTED_MEDIA_TYPE: 'This file type is not accepted',
    NOT_READY: 'The service is busy; please try again in a few minutes',
    INTERNAL_ERROR: 'Something went wrong; please try again',
    AMOUNT_MISMATCH: 'The price just changed; reload the page and try again',
    NOTHING_TO_PAY: 'A free package has nothing to pay',
    PAYMENT_NOT_FOUND: 'Payment not found',
    PAYMENT_NOT_PAID: 'This payment has not been paid',
    PAYMENT_USED: 'This payment was already used for another post',
    PAYMENT_PACKAGE_MISMATCH: "The post's add-ons do not match what was paid",
    CARD_DECLINED: 'The card was declined',
    WRONG_PAYMENT_MODE: 'Wrong payment method; please reload the page',
    WEBHOOK_SIGNATURE_INVALID: 'Invalid signature',
    PAYMENT_PROVIDER_ERROR: 'The payment service has a problem; please try again later',
    FILE_TOO_LARGE: 'File too large',
    TOO_MANY_FILES: 'Too many files',
    UPLOAD_SESSION_REQUIRED: 'The upload session is missing. Please reload the page.',
    UPLOAD_SESSION_FORBIDDEN: 'This upload session is not yours. Please reload the page.',
    MEDIA_NOT_FOUND: 'File not found',
    NO_FILES: 'No file was sent',
    NOT_MULTIPART: 'The upload was not in the expected format',
    MAIN_MEDIA_NOT_REMOVABLE: 'The main photo cannot be removed',
  },
};
