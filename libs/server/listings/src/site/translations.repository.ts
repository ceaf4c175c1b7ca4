import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { TranslationEntity } from '../entities/site.entities';

/** A translated title and description, keyed by the hash of the source text and the target language. */
export type CachedTranslation = Pick<TranslationEntity, 'sourceHash' | 'targetLanguage' | 'title' | 'description'>;

/** The translations cache: answers of the translation service, kept so each text is asked once. */
@Injectable()
export class TranslationsRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  private get translations(): Repository<TranslationEntity> {
    return this.data.getRepository(TranslationEntity);
  }

  find(sourceHash: string, targetLanguage: string): Promise<TranslationEntity | null> {
    return this.translations.findOneBy({ sourceHash, targetLanguage });
  }

  /** Replaces an earlier answer for the same text and language (two requests may race to store it). */
  async store(translation: CachedTranslation): Promise<void> {
    await this.translations.upsert(translation, ['sourceHash', 'targetLanguage']);
  }
}
