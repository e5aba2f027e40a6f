/**
 * What the flow editor knows of one offer type, in one descriptor per type (`offers/<type>.tsx`), listed in
 * the registry (`offers/index.ts`).
 */
import type { ComponentType } from 'react';
import type { Coupon, OfferInputOf, OfferOf, OfferType, Plan } from '../../../contract/schemas/index.ts';

/** The connected provider's coupons and plans, for the offers' fields to pick from. */
export interface Catalog {
  coupons: readonly Coupon[];
  plans: readonly Plan[];
}

/** What an offer's fields receive: the offer as the draft holds it (wire form), and its replacement. */
export interface OfferFieldsProps<K extends OfferType = OfferType> {
  offer: OfferInputOf<K>;
  catalog: Catalog;
  onChange: (offer: OfferInputOf<K>) => void;
}

/** The paths of an offer's own settings, one level into its config objects ("pauseConfig.maxPauseLength"). */
type SettingPath<O> = {
  [C in keyof O]-?: NonNullable<O[C]> extends readonly unknown[]
    ? never
    : NonNullable<O[C]> extends object
      ? `${C & string}.${keyof NonNullable<O[C]> & string}`
      : never;
}[keyof O];

export interface OfferDescriptor<K extends OfferType> {
  /** The editor's name of the type (dashboard text, English like the rest of the dashboard). */
  label: string;
  /** A new offer of the type, configured as little as makes it valid (the author goes on from there). */
  create: (guid: string, coupons: readonly Coupon[]) => OfferInputOf<K>;
  /** The type's own fields, under the texts every offer has; null for a type without settings. */
  Fields: ComponentType<OfferFieldsProps<K>> | null;
  /** The editor's names of the type's settings, as a version's changes list them (offer-diff.ts). */
  settings: { readonly [P in SettingPath<OfferOf<K>>]: string };
}
