import { FREE_PACKAGE, type PackageSelection } from '@chonail/shared/domain';
import { useSearchParams } from '@chonail/web/router';

/**
 * The package a link into the wizard asks for: `?addon=photo_video` (from a free post's "photos need
 * the add-on" notice) opens step 1 with that add-on ticked; null when the link asks for none.
 */
export function useLinkedPackage(): PackageSelection | null {
  const [params] = useSearchParams();
  return params.get('addon') === 'photo_video' ? { ...FREE_PACKAGE, photoVideoAddon: true } : null;
}
