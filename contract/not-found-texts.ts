/**
 * The messages of the embed calls' 404s (docs/api.md): the widget tells the host's developers which of the
 * three was not found by them. A 404 with another message reads as an unknown customer, the case docs/api.md
 * names first. A file of its own so the widget's first chunk does not carry them: only a failed load reads them.
 */
export const NOT_FOUND_TEXTS = {
  /** The customer id (or, for subscription-id providers, the subscription id) names no customer. */
  customer: 'Sorry, could not find a customer with matching ID.',
  /** The app id names no organisation. */
  app: 'Sorry, could not find an organisation with matching app ID.',
  /** The `blueprint` query names no cancel flow. */
  flow: 'Could not find a cancel flow with that id.',
} as const;
