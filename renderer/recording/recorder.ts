/**
 * The recording chunk: rrweb lives here and nowhere else, so a page that never records never loads it
 * (session-recording.ts imports this module only with a dynamic import()). Compression is the browser's own
 * (encode-recording.ts); pako's deflate is a further chunk that only browsers without it fetch.
 */
import { record } from '@rrweb/record';
import { HOST_ATTRIBUTE, RECORDING_CHECKPOINT_MS } from '../domain/constants.ts';
import { encodeRecording } from './encode-recording.ts';
import { createRecordingBuffer } from './recording-buffer.ts';
import { createScrubber, type RecordedEvent } from './scrub.ts';

export { encodeRecording };

const HOST = `[${HOST_ATTRIBUTE}]`;
const ROOT = `[${HOST_ATTRIBUTE}-root]`;

/**
 * What rrweb must not capture: every element that is not the widget (a Holdfast host, its style, its view
 * tree) and does not contain it (the host's ancestors stay, as the frame of the replay). Blocked elements are
 * recorded as empty boxes of their size. Iframes inside the widget (the card form, video embeds) are
 * blocked too: they belong to third parties.
 */
const NOT_THE_WIDGET = `:not(${HOST}, ${ROOT}, ${ROOT} *, :has(${HOST}))`;
export const PAGE_BLOCK_SELECTOR: string = `${NOT_THE_WIDGET}, ${ROOT} iframe`;

/** Older recordings are dropped, a checkpoint at a time, beyond this much JSON (about a tenth once deflated). */
export const MAX_RECORDING_JSON_BYTES = 8 * 1024 * 1024;

/** The recorded events, serialized (the upload needs them as text anyway). */
export interface Recording {
  eventsJson: string;
  eventCount: number;
}

export interface Recorder {
  /** Stops recording and returns what was kept. Calling it again returns the same. */
  stop(): Recording;
  /** What is kept so far, recording on (a hidden page keeps a copy: it may never run again). */
  read(): Recording;
}

/** Whether this browser can be told what to block: without `:has()` it could not tell the host page apart. */
export function canRecord(): boolean {
  try {
    return typeof CSS !== 'undefined' && CSS.supports(`selector(${NOT_THE_WIDGET})`);
  } catch {
    return false;
  }
}

function isOwnHost(attributes: Record<string, unknown>): boolean {
  // The host element carries its experience's name; the style inside the shadow root carries an empty value.
  const value = attributes[HOST_ATTRIBUTE];
  return typeof value === 'string' && value !== '';
}

/**
 * Starts rrweb on the widget's shadow roots (spec §4 Widget calls: show starts recording), with a full
 * checkpoint every RECORDING_CHECKPOINT_MS (spec §9), every input masked and the host page blocked, then
 * scrubbed (scrub.ts) and kept by checkpoint (recording-buffer.ts).
 */
export function startRecorder(): Recorder {
  const buffer = createRecordingBuffer(MAX_RECORDING_JSON_BYTES);
  const scrubber = createScrubber(isOwnHost);
  const keep = (event: RecordedEvent, isCheckout: boolean | undefined) => {
    const scrubbed = scrubber.scrub(event);
    if (scrubbed) buffer.add(JSON.stringify(scrubbed), isCheckout === true);
  };

  const stopRecord = record<RecordedEvent>({
    emit: (event, isCheckout) => keep(event, isCheckout),
    checkoutEveryNms: RECORDING_CHECKPOINT_MS,
    blockSelector: PAGE_BLOCK_SELECTOR,
    maskAllInputs: true,
    slimDOMOptions: 'all',
    recordCanvas: false,
    recordCrossOriginIframes: false,
    collectFonts: false,
    inlineImages: false,
    // An observer that fails must never reach the customer's flow.
    errorHandler: () => true,
  });

  let result: Recording | null = null;
  return {
    stop() {
      if (result) return result;
      stopRecord?.();
      result = buffer.read();
      return result;
    },
    read: () => result ?? buffer.read(),
  };
}
