export interface AvatarUser {
  firstName?: string | null;
  phone?: string | null;
}

/** Spec 01 header: first letter of the first name, else the last two digits of the phone, else U. */
export function avatarInitial(user: AvatarUser | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return first.charAt(0).toLocaleUpperCase('vi');
  const digits = (user?.phone ?? '').replace(/\D/g, '');
  if (digits.length >= 2) return digits.slice(-2);
  return 'U';
}
