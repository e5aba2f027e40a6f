/**
 * The core's side of `window.holdfast`: {@link attachCore} takes the object over from the loader (or
 * the snippet), runs the calls that waited for it, and from then on hands every call to the api.
 */

import { isRecord } from '../../contract/is-record.ts';
import { asEarlyAnswer, offerEarlyAnswer } from '../api/early-answer.ts';
import { PREFETCH_FRESH_MS } from '../state/flow/load.ts';
import { HOLDFAST_METHODS, type HoldfastApi, type HoldfastMethod } from './api-types.ts';
import {
  adoptGlobal,
  type CallQueue,
  EARLY_ANSWER_PROPERTY,
  type HoldfastGlobal,
  type HostWindow,
  PRELOAD_METHOD,
  type QueuedCall,
  stageOf,
} from './snippet.ts';

function isHoldfastMethod(name: string): name is HoldfastMethod {
  return HOLDFAST_METHODS.some((method) => method === name);
}

// A caller that passed no reject function (an older snippet) has nobody to tell: the core already
// reported the problem through onError and the console.
function ignore(): void {}

/**
 * Attaches the core's api to `window.holdfast`, keeping the object the host may already hold, then
 * runs the waiting calls in the order they were made and settles their promises with the api's
 * results. Later calls go straight to the api. Each method returns a promise; an api method that
 * throws is reported on the console and its promise rejects — nothing is thrown into the host page.
 *
 * When another core is already attached (the core was loaded twice), that one stays and this api is
 * not installed.
 *
 * @returns the global object now answered by the core.
 */
export function attachCore(api: HoldfastApi, win: HostWindow = window): HoldfastGlobal {
  const existing = win.holdfast;
  if (stageOf(existing) === 'core' && isRecord(existing)) {
    win.console.warn('[holdfast] the widget core is already running; the second copy is ignored.');
    return adoptGlobal(existing);
  }
  const holdfast = adoptGlobal(existing);
  win.holdfast = holdfast;
  const waiting: QueuedCall[] = Array.isArray(holdfast.q) ? holdfast.q.splice(0) : [];

  const call = (method: HoldfastMethod, args: unknown[]): Promise<unknown> => {
    try {
      return Promise.resolve(api[method](...args));
    } catch (error) {
      win.console.error(`[holdfast] ${method} failed.`, error);
      return Promise.reject(error);
    }
  };

  const run = ([method, args, resolve, reject]: QueuedCall): void => {
    let result: Promise<unknown>;
    if (method === PRELOAD_METHOD) result = Promise.resolve(true);
    else if (isHoldfastMethod(method)) result = call(method, Array.from(args));
    else {
      win.console.warn(`[holdfast] unknown method "${method}" ignored.`);
      result = Promise.resolve(undefined);
    }
    result.then(resolve, reject ?? ignore);
  };

  for (const method of HOLDFAST_METHODS) {
    holdfast[method] = (...args: unknown[]) => call(method, args);
  }
  holdfast[PRELOAD_METHOD] = () => Promise.resolve(true);
  const liveQueue: CallQueue = {
    push(...calls: QueuedCall[]): number {
      for (const queued of calls) run(queued);
      return 0;
    },
  };
  holdfast.q = liveQueue;
  holdfast._stage = 'core';

  // The embed answer the loader asked for at show(), or at init() with `prefetch` (early-embed.ts), is for the
  // calls that waited, and only them (a prefetching init keeps it for the first show, state/flow/load.ts):
  // a later show asks for a fresh answer, and so does one after an answer asked for too long ago.
  const early = asEarlyAnswer(holdfast[EARLY_ANSWER_PROPERTY]);
  offerEarlyAnswer(early && Date.now() - early.at < PREFETCH_FRESH_MS ? early : undefined);
  delete holdfast[EARLY_ANSWER_PROPERTY];
  for (const queued of waiting) run(queued);
  offerEarlyAnswer(undefined);
  return holdfast;
}
