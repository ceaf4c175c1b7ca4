import { Media1764100000000 } from './1764100000000-media';

export const mediaMigrations = [Media1764100000000];
