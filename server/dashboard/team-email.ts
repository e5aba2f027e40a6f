/**
 * The e-mail addresses a team member may have: exactly those better-auth's sign-in takes. Its
 * `/sign-in/email` refuses any other with 400 before it looks the user up (zod's `z.email()`), so a user made
 * with one could never sign in. `create-user` used valibot's `email()`, which refused some of the addresses the
 * sign-in takes (`o'brien@team.example`) and so differed from it; team-email.test.ts holds the two together
 * through the real route. Neither takes a one-letter top-level domain (`a@b.c`): no such domain exists.
 */
export const TEAM_EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const TEAM_EMAIL_MESSAGE =
  'Give an e-mail address the dashboard can sign in with, such as name@example.com (letters after the last dot, two or more).';
