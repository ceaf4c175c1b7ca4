import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SavedEntry, SavedItemType } from '@chonail/shared/contracts';

/** An entry of the saved list before the time of its save is added. */
export type SavedEntryBody = SavedEntry extends infer E ? (E extends SavedEntry ? Omit<E, 'savedAt'> : never) : never;

/**
 * What saved items need from the module that owns a kind of item. Listings owns saved items and
 * jobs; the forum registers threads and replies here, so listings never imports the forum (which
 * already imports listings).
 */
export interface SavedItemSource {
  /** Throws the owner's DomainError (404, 410, 403) when the member may not save it now. */
  assertSavable(userId: number, itemId: number, manager: EntityManager, now: Date): Promise<void>;
  /** Throws the owner's 404 when the item does not exist (the saved check of a missing item). */
  assertExists(itemId: number): Promise<void>;
  /**
   * Jobs keep a save count on the post; moves it by `delta` and answers it. Kinds without one are
   * counted from saved_items.
   */
  addSaves?(itemId: number, delta: number, manager: EntityManager): Promise<number>;
  /** The stored count of a kind with `addSaves`. */
  storedSaves?(itemId: number, manager?: EntityManager): Promise<number>;
  /** The entries of the given ids that readers can still open; the others are left out. */
  entries(viewerId: number, ids: number[], now: Date): Promise<Map<number, SavedEntryBody>>;
}

@Injectable()
export class SavedItemSources {
  private readonly sources = new Map<SavedItemType, SavedItemSource>();

  register(itemType: SavedItemType, source: SavedItemSource): void {
    this.sources.set(itemType, source);
  }

  of(itemType: SavedItemType): SavedItemSource {
    const source = this.sources.get(itemType);
    // Only a wiring mistake gets here (a module left out of the app), never a caller's input.
    if (!source) throw new Error(`no saved-item source registered for '${itemType}'`);
    return source;
  }
}
