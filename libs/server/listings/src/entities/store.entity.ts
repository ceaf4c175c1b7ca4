import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Store } from '@chonail/shared/contracts';

/** Spec 02 "Store": an owner's salon, reused by later posts. */
@Entity('stores')
export class StoreEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address!: string | null;

  @Column({ name: 'address_optional', type: 'varchar', length: 200, nullable: true })
  addressOptional!: string | null;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  @Column({ type: 'varchar', length: 2 })
  state!: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  zipcode!: string | null;

  @Column({ type: 'integer', nullable: true })
  area!: number | null;

  @Column({ name: 'hide_address', type: 'boolean', default: false })
  hideAddress!: boolean;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

export function toStore(entity: StoreEntity): Store {
  return {
    id: entity.id,
    name: entity.name,
    address: entity.address,
    addressOptional: entity.addressOptional,
    city: entity.city,
    state: entity.state,
    zipcode: entity.zipcode,
    area: entity.area,
    hideAddress: entity.hideAddress,
    phone: entity.phone,
  };
}
