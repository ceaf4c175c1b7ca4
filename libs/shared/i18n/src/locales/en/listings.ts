import type { Catalogue } from '../vi';

export const listings: Pick<Catalogue, 'listingErrors' | 'jobCard' | 'home'> = {
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
  jobCard: {
    jobType: { hiring: 'Hiring', selling: 'For sale', transfer: 'Transfer' },
    priority: { diamond1: 'Diamond 1', diamond2: 'Diamond 2', diamond3: 'Diamond 3' },
    urgent: 'URGENT',
    tier: { vip: 'VIP', vvip: 'VVIP', super_vip: 'Super VIP' },
    multiState: 'Multi-State',
    revealPhone: 'Click to show the phone number',
    moreImages: '+{{count}}',
    brokenImage: 'Image error',
    video: 'Video',
    photoOf: 'Photo of {{title}}',
    open: 'Open details: {{title}}',
  },
  home: {
    title: 'New listings in {{place}}',
    allStates: 'the whole US',
    priorityHeading: 'Priority listings',
    listHeading: 'All listings',
    empty: 'No jobs found',
    postNow: 'Post a job now',
    fetchFailed: 'Failed to fetch job posts',
    retry: 'Try again',
  },
};
