import { proxy, ref } from 'valtio';
import type { Branding, Customer, FailedInvoice, PaymentAnswer } from '../../../contract/schemas/index.ts';
import type { FailedPaymentWallState } from '../../domain/wall-states.ts';
import type { Catalog } from '../../i18n/index.ts';
import type { WallError } from '../walls/report.ts';

/** The card form's own progress: its script and fields load after the wall shows. */
export type CardFormStatus = 'loading' | 'ready' | 'failed';

export interface FailedPaymentWallStore {
  visible: boolean;
  state: FailedPaymentWallState;
  customer: Customer | null;
  branding: Branding | null;
  invoices: FailedInvoice[];
  /** Every relevant invoice is within its grace period: the customer may leave (spec §2). */
  withinGrace: boolean;
  cardForm: CardFormStatus;
  /** The card fields are complete enough to try. */
  cardComplete: boolean;
  /** The card field's own validation message (already in the customer's language), if any. */
  cardError: string | null;
  error: WallError | null;
  /** The cancel failed once: the cancel link stays hidden (spec §4). */
  cancelError: boolean;
  /** The invoice payment made with the new card. */
  payment: PaymentAnswer | null;
  /** The language's built-in catalog (experience-catalog.ts): null for English and until it came. */
  catalog: Catalog | null;
}

function initialFailedPaymentWall(): FailedPaymentWallStore {
  return {
    visible: false,
    state: 'FAILED_PAYMENT_WALL',
    customer: null,
    branding: null,
    invoices: [],
    withinGrace: false,
    cardForm: 'loading',
    cardComplete: false,
    cardError: null,
    error: null,
    cancelError: false,
    payment: null,
    catalog: null,
  };
}

/** The failed-payment wall's store (STYLE.md: one valtio proxy per experience). */
export const failedPaymentWall = proxy<FailedPaymentWallStore>(initialFailedPaymentWall());

/** Forgets everything of the previous check. */
export function resetFailedPaymentWall(): void {
  Object.assign(failedPaymentWall, initialFailedPaymentWall());
}

/** Stores what the check found; backend data is immutable and kept out of valtio's deep proxying. */
export function setFailedPaymentWallFound(found: {
  customer: Customer;
  branding: Branding | null;
  invoices: FailedInvoice[];
  withinGrace: boolean;
}): void {
  failedPaymentWall.customer = ref(found.customer);
  failedPaymentWall.branding = found.branding ? ref(found.branding) : null;
  failedPaymentWall.invoices = ref(found.invoices);
  failedPaymentWall.withinGrace = found.withinGrace;
}
