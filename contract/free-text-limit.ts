/**
 * The longest free text a customer may type — the free-form feedback, a survey follow-up — in UTF-16 code
 * units, as a textarea's maxlength and `String.length` count them (docs/api.md "Limits"). The session results'
 * schema refuses a longer `feedback` or `followupResponse` (400 naming the field), the widget's fields take no
 * more, and it sends no longer one. Sized so a session with every text at the limit stays far under the 64 KiB
 * body cap (`MAX_BODY_BYTES`, request-limits.ts) in UTF-8: a code unit is at most 3 bytes (a 4-byte character
 * takes two), so both texts together are at most 30,000 bytes.
 *
 * A module of its own: the first step's code (the fields) imports it, and nothing else should come along.
 */
export const MAX_FREE_TEXT_CHARS = 5_000;
