/**
 * The fake Stripe.js's card element and `elements()` group (fake-stripe.testing.ts is the Stripe instance):
 * one plain text input whose typed number decides the outcome, like Stripe's test cards.
 */
/** What a confirmation can end in. */
export type FakeCardOutcome =
  | 'succeeds'
  | 'declined-at-setup'
  | 'declined-at-payment'
  | 'requires-action'
  | 'network-error';

interface FakeCard {
  outcome: FakeCardOutcome;
  paymentMethod: string;
  brand: string;
  description: string;
}

/** Card numbers the fake knows (digits only), after Stripe's test cards. */
export const FAKE_TEST_CARDS: Readonly<Record<string, FakeCard>> = {
  '4242424242424242': {
    outcome: 'succeeds',
    paymentMethod: 'pm_card_visa',
    brand: 'visa',
    description: 'succeeds',
  },
  '5555555555554444': {
    outcome: 'succeeds',
    paymentMethod: 'pm_card_mastercard',
    brand: 'mastercard',
    description: 'succeeds (Mastercard)',
  },
  '4000000000000002': {
    outcome: 'declined-at-setup',
    paymentMethod: '',
    brand: 'visa',
    description: 'declined by the bank when the card is set up',
  },
  '4000000000000341': {
    outcome: 'declined-at-payment',
    paymentMethod: 'pm_card_chargeDeclined',
    brand: 'visa',
    description: 'sets up, then the invoice payment is declined (pm_card_chargeDeclined)',
  },
  '4000000000003220': {
    outcome: 'requires-action',
    paymentMethod: 'pm_card_threeDSecure2Required',
    brand: 'visa',
    description: 'needs 3-D Secure (requires_action: not succeeded without a redirect)',
  },
  '4000000000000119': {
    outcome: 'network-error',
    paymentMethod: '',
    brand: 'visa',
    description: 'the confirmation fails on the network',
  },
};

/** Digits a card number needs before the field reports itself complete. */
const CARD_DIGITS = 16;

type Handler = (event: unknown) => void;

interface ChangeEvent {
  elementType: 'card';
  empty: boolean;
  complete: boolean;
  brand: string;
  error?: { type: 'validation_error'; code: string; message: string };
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The fake card element: one input in the node it is mounted in. */
export class FakeCardElement {
  readonly elementType = 'card';
  private handlers = new Map<string, Set<Handler>>();
  private input: HTMLInputElement | null = null;
  private hint: HTMLElement | null = null;
  private value = '';
  private ready = false;
  /** The last change the input made, for a listener attached after it. */
  private lastChange: ChangeEvent | null = null;
  destroyed = false;

  constructor(private readonly options: { showHint: boolean }) {}

  /** The card number typed so far (digits only). */
  get number(): string {
    return digitsOf(this.value);
  }

  mount(target: HTMLElement | string): void {
    const node = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!node) throw new Error(`FakeStripe: nothing to mount into (${String(target)})`);
    const doc = node.ownerDocument;
    const input = doc.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = 'cc-number';
    input.setAttribute('aria-label', 'Card number');
    input.placeholder = '4242 4242 4242 4242';
    input.value = this.value;
    input.setAttribute(
      'style',
      'width:100%;border:0;padding:0;font:inherit;background:transparent;outline:none',
    );
    input.addEventListener('input', () => this.typed(input.value));
    input.addEventListener('focus', () => this.emit('focus', { elementType: 'card' }));
    input.addEventListener('blur', () => this.emit('blur', { elementType: 'card' }));
    node.appendChild(input);
    this.input = input;
    if (this.options.showHint) {
      const hint = doc.createElement('small');
      hint.textContent =
        'Test cards: 4242… succeeds · 4000 0000 0000 0002 declines · …0341 payment declined · …3220 3-D Secure · …0119 network error';
      hint.setAttribute('style', 'display:block;margin-top:6px;font-size:12px;color:#4b5563');
      node.appendChild(hint);
      this.hint = hint;
    }
    // Stripe reports ready after its iframe loaded: asynchronously, after mount returned.
    setTimeout(() => {
      if (this.destroyed) return;
      this.ready = true;
      this.emit('ready', this);
    }, 0);
  }

  private typed(value: string): void {
    this.value = value;
    const digits = digitsOf(value);
    const complete = digits.length >= CARD_DIGITS;
    const known = FAKE_TEST_CARDS[digits];
    const event: ChangeEvent = {
      elementType: 'card',
      empty: digits.length === 0,
      complete: complete && known !== undefined,
      brand: known?.brand ?? 'unknown',
      ...(complete && !known
        ? {
            error: {
              type: 'validation_error',
              code: 'incorrect_number',
              message: 'Your card number is incorrect.',
            },
          }
        : {}),
    };
    this.lastChange = event;
    this.emit('change', event);
  }

  on(event: string, handler: Handler): this {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
    // A listener attached after the field became ready still hears of it: React attaches its listeners in
    // effects whose timing against our ready timer is not fixed (Stripe's iframe is simply slower).
    if (event === 'ready' && this.ready) {
      setTimeout(() => {
        if (this.handlers.get('ready')?.has(handler)) handler(this);
      }, 0);
    }
    // The same for what was typed before a change listener came (a fast test types as the field mounts, where
    // Stripe's iframe would not take keys yet): it hears the field as it is, so no typed card goes unreported.
    const typed = this.lastChange;
    if (event === 'change' && typed) {
      setTimeout(() => {
        if (this.handlers.get('change')?.has(handler) && this.lastChange === typed) handler(typed);
      }, 0);
    }
    return this;
  }

  off(event: string, handler?: Handler): this {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
    return this;
  }

  once(event: string, handler: Handler): this {
    const wrapped: Handler = (payload) => {
      this.off(event, wrapped);
      handler(payload);
    };
    return this.on(event, wrapped);
  }

  private emit(event: string, payload: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
  }

  update(_options: unknown): void {}

  focus(): void {
    this.input?.focus();
  }

  blur(): void {
    this.input?.blur();
  }

  clear(): void {
    this.value = '';
    this.lastChange = null;
    if (this.input) this.input.value = '';
  }

  unmount(): void {
    this.input?.remove();
    this.hint?.remove();
    this.input = null;
    this.hint = null;
  }

  destroy(): void {
    this.unmount();
    this.destroyed = true;
    this.handlers.clear();
  }
}

/** The fake `elements()` group. */
export class FakeElements {
  private readonly created = new Map<string, FakeCardElement>();

  constructor(private readonly options: { showHint: boolean }) {}

  create(type: string, _options?: unknown): FakeCardElement {
    if (type !== 'card') throw new Error(`FakeStripe: only the card element exists here, not '${type}'`);
    const element = new FakeCardElement(this.options);
    this.created.set(type, element);
    return element;
  }

  /** By type name, or by a react-stripe-js component (which carries its type as `__elementType`). */
  getElement(type: unknown): FakeCardElement | null {
    const name =
      typeof type === 'string'
        ? type
        : (typeof type === 'function' || (typeof type === 'object' && type !== null)) &&
            typeof Reflect.get(type, '__elementType') === 'string'
          ? String(Reflect.get(type, '__elementType'))
          : null;
    const element = name ? this.created.get(name) : undefined;
    return element && !element.destroyed ? element : null;
  }

  update(_options: unknown): void {}
}
