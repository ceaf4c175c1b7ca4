import type { Catalogue } from '../vi';

export const listings: Pick<Catalogue, 'listingErrors'> = {
  listingErrors: {
    POST_NOT_FOUND: 'Job post not found',
    POST_EXPIRED: 'This job post has expired.',
    NOT_POST_OWNER: 'Only the owner can change this post',
    OWN_POST_ERROR: 'You cannot save your own posts to your favorites list.',
    STORE_NOT_FOUND: 'Store not found',
    PAYMENT_REQUIRED: 'Paid add-ons need a completed payment',
    TOO_MANY_MEDIA: 'At most 12 photos/videos per post',
    UNKNOWN_MEDIA: 'Only this post’s own photos/videos can be kept or reordered',
    CONTACT_RATE_LIMITED: 'You have sent too many messages. Please try again later.',
  },
};
