import type { Catalogue } from '../vi';

/** Refusals of staff actions (AdminErrorCode); small, so they ship with every page's error wording. */
export const adminErrors: Pick<Catalogue, 'adminErrors'> = {
  adminErrors: {
    CANNOT_DELETE_SELF: 'You cannot delete or block your own account',
    LAST_ADMIN: 'The last admin cannot be blocked or deleted',
    MESSAGE_NOT_FOUND: 'Message not found',
  },
};
