import type { Message } from '../../message.ts';

/**
 * English texts of the managed flow (e-mail verification): they travel in its chunk
 * (`renderer/embed/managed-flow-api.ts`), which registers them before the flow can show.
 */
export const enManagedFlow = {
  // Dialog name
  'dialog.managedFlow': 'Verify your account',

  // Identity errors (spec §8)
  'error.tooManyRequests': 'Too many requests. Please try again later.',
  'error.emailNotFound':
    'We were unable to find that email address. Please note the email address is case sensitive.',
  'error.checkIdentity': 'Error checking identity',
  'error.wrongCode': 'The verification code you entered is incorrect',
  'error.verifyIdentity': 'We could not verify your account. Please try again.',
  'error.emailVerificationDisabled': 'Email-based verification is not enabled for your account.',

  // Managed flow (e-mail verification)
  'managed.emailTitle': 'Email Verification',
  'managed.emailIntro':
    'Enter the email address of your subscription and we will send you a verification code.',
  'managed.emailLabel': 'Email address',
  'managed.sendCode': 'Send Verification Code',
  'managed.codeTitle': 'Verify Account',
  'managed.codeSent': 'Email sent to {email}',
  'managed.codeLabel': 'Verification code',
  'managed.codeDigitLabel': 'Digit {n} of {total}',
  'managed.resendPrompt': 'Did not get the email?',
  'managed.resendCode': 'Resend code',
  'managed.changeEmail': 'Use another email',
  'managed.checking': 'Checking…',
  'managed.verifying': 'Verifying…',
  'managed.emailRequired': 'Please enter your email address.',
  'managed.emailInvalid': 'Please enter a valid email address.',
  'managed.codeResent': 'We sent you a new code.',
} as const satisfies Record<string, Message>;
