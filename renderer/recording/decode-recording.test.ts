import { deflate } from 'pako';
import { describe, expect, it } from 'vitest';
import { decodeRecording, RecordingFormatError, UNKNOWN_DATA_FORMAT } from './decode-recording.ts';

const events = [
  { type: 4, data: { href: 'https://shop.example/', width: 1280, height: 800 }, timestamp: 1 },
  { type: 2, data: { node: { type: 0, childNodes: [], id: 1 } }, timestamp: 2 },
];

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

const deflated = (text: string) => deflate(new TextEncoder().encode(text));

describe('the recording payload: base64 of deflated JSON events (spec §7 PUT /api/sessions/{id})', () => {
  it('a payload deflated by any zlib (here pako, as older widgets and other clients write it) decodes', () => {
    expect(decodeRecording(base64(deflated(JSON.stringify(events))))).toEqual(events);
  });

  it('an empty array of events is a recording without events', () => {
    expect(decodeRecording(base64(deflated('[]')))).toEqual([]);
  });
});

describe("a payload that is not a valid recording gives 'Unknown data format' (spec §8)", () => {
  const valid = deflated(JSON.stringify(events));
  const invalid: Array<[string, unknown]> = [
    ['not a string', 42],
    ['null', null],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['not base64', '%%% not base64 %%%'],
    ['base64 of bytes that are not deflated', base64(new TextEncoder().encode('plain text'))],
    ['a deflated payload cut short', base64(valid.subarray(0, valid.length - 6))],
    ['only the zlib header', base64(valid.subarray(0, 2))],
    ['deflated text that is not JSON', base64(deflated('{oops'))],
    ['deflated JSON that is not an array', base64(deflated('{"type":2}'))],
    ['an array of things that are not events', base64(deflated('[1,2,3]'))],
    ['an event without a timestamp', base64(deflated('[{"type":2}]'))],
    ['deflated bytes that are not UTF-8', base64(deflate(new Uint8Array([0x5b, 0xff, 0xfe, 0x5d])))],
  ];
  it.each(invalid)('%s', (_, payload) => {
    expect(() => decodeRecording(payload)).toThrow(RecordingFormatError);
    expect(() => decodeRecording(payload)).toThrow(UNKNOWN_DATA_FORMAT);
  });

  it('the message is the spec’s', () => {
    expect(UNKNOWN_DATA_FORMAT).toBe('Unknown data format');
  });
});
