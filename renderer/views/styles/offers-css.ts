import offers from './offers.css?inline';

/** The offers' rules: they travel with the later steps' chunk (later-views.ts), not the main chunk. */
export const OFFERS_CSS: string = offers;
