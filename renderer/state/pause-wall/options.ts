import * as v from 'valibot';
import { ownEntries } from '../../../contract/schemas/own-entries.ts';
import { type HostCallbacks, InitDataSchema } from '../init-options.ts';
import { callbackOption, describeIssues, type WallBaseOptions, WallBaseSchema } from '../walls/options.ts';

const PauseWallOptionsSchema = v.object({
  ...WallBaseSchema.entries,
  ...v.pick(InitDataSchema, ['confirmCancel']).entries,
  handleResume: callbackOption('handleResume'),
  handleLogout: callbackOption('handleLogout'),
  handleCancel: callbackOption('handleCancel'),
  onResume: callbackOption('onResume'),
  onCancel: callbackOption('onCancel'),
  onError: callbackOption('onError'),
  onPauseWallActivated: callbackOption('onPauseWallActivated'),
  onPauseWallClosed: callbackOption('onPauseWallClosed'),
});

/** The callbacks of the pause wall (spec §6). */
export type PauseWallCallbacks = Pick<
  HostCallbacks,
  | 'handleResume'
  | 'handleLogout'
  | 'handleCancel'
  | 'onResume'
  | 'onCancel'
  | 'onError'
  | 'onPauseWallActivated'
  | 'onPauseWallClosed'
>;

/**
 * `check('pause', options)`: the identity of init (each option falls back to the value given to init) and the
 * pause wall's callbacks. `handleResume` and `handleCancel` replace the built-in resume and cancel calls;
 * `handleLogout` adds a log-out link.
 */
export interface PauseWallOptions extends WallBaseOptions, PauseWallCallbacks {
  /** Ask once before Cancel now cancels (see init's `confirmCancel`). Default true. */
  confirmCancel?: boolean;
}

/** The pause wall's options after validation and defaults. */
export type ResolvedPauseWallOptions = v.InferOutput<typeof PauseWallOptionsSchema>;

/** Validates the pause wall's options (a boundary: the host may pass anything). */
export function parsePauseWallOptions(
  input: unknown,
): { ok: true; options: ResolvedPauseWallOptions } | { ok: false; message: string } {
  const parsed = v.safeParse(ownEntries(PauseWallOptionsSchema), input);
  if (!parsed.success) return { ok: false, message: `Pause wall: ${describeIssues(parsed.issues)}` };
  return { ok: true, options: parsed.output };
}
