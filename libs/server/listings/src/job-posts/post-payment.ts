import type { EntityManager } from 'typeorm';
import type { GrantedAddons } from '@chonail/shared/domain';

/**
 * How a post with paid add-ons proves they were paid for, provided by the billing module when the
 * app has it. Without billing every paid add-on is refused.
 */
export interface PostPaymentVerifier {
  /**
   * Binds the caller's paid payment to the new post inside the post's transaction, or throws: not
   * the caller's, not paid, already used, or bought a different package.
   */
  consumeForPost(manager: EntityManager, ownerId: number, paymentIntentId: string, addons: GrantedAddons, postId: number): Promise<void>;

  /** What these add-ons cost today, in cents: 0 when staff made them free, which needs no payment. */
  costCents(addons: GrantedAddons): Promise<number>;
}

export const POST_PAYMENTS = Symbol('POST_PAYMENTS');
