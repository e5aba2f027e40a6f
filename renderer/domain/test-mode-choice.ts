/**
 * Test mode's pick of a coupon or a plan (spec §2: "In test mode a coupon selector is shown"; "Test mode
 * shows a test plan selector"). The selector always shows one option as selected, so the offer must act on
 * that same one from the start, not on a live coupon or plan that is not among the options (which left the
 * claim button disabled and no plan card to switch to until the tester picked another option).
 */
export interface TestModeChoiceInput {
  /** What the tester picked in the selector, if anything. */
  picked: string | null;
  /** The offer's own ids (its coupon, its plans), used when one of them is a test one. */
  configured: readonly string[];
  /** The offer's valid test ids (validTestCoupons / validTestOfferPlans), in the offer's order. */
  validTest: readonly string[];
  /** The ids the selector lists, in its order. */
  available: readonly string[];
}

/**
 * The tester's pick; else the offer's own id when it is a test one; else the first of the offer's valid test
 * ids that the selector lists; else the selector's first option. Null when the selector lists nothing.
 */
export function testModeChoice({
  picked,
  configured,
  validTest,
  available,
}: TestModeChoiceInput): string | null {
  const listed = (id: string | null): id is string => id !== null && available.includes(id);
  if (listed(picked)) return picked;
  return configured.find(listed) ?? validTest.find(listed) ?? available[0] ?? null;
}
