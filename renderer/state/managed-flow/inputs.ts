import * as v from 'valibot';
import { CheckIdentityRequestSchema } from '../../../contract/schemas/index.ts';
import { ownEntries } from '../../../contract/schemas/own-entries.ts';
import { OTP_LENGTH } from '../../domain/constants.ts';

const DIGIT = /^\d$/;

/** Spec §5 Code input: complete when all six boxes hold a digit. */
export function isCompleteCode(code: string): boolean {
  return code.length === OTP_LENGTH && [...code].every((char) => DIGIT.test(char));
}

/** Whether the e-mail form may send `value`: the check-identity request's own rule, so both sides agree. */
export function isEmailAddress(value: string): boolean {
  return v.is(ownEntries(CheckIdentityRequestSchema), { email: value });
}
