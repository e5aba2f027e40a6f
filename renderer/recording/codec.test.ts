import { deflate } from 'pako';
import { describe, expect, it } from 'vitest';
import { decodeRecording, encodeRecording, RecordingFormatError, UNKNOWN_DATA_FORMAT } from './codec.ts';

const events = [
  { type: 4, data: { href: 'https://shop.example/', width: 1280, height: 800 }, timestamp: 1 },
  { type: 2, data: { node: { type: 0, childNodes: [], id: 1 } }, timestamp: 2 },
  { type: 3, data: { source: 5, id: 7, text: '********' }, timestamp: 3 },
];

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

describe('the recording payload: base64 of deflated JSON events (spec §7 PUT /api/sessions/{id})', () => {
  it('what is encoded decodes to the same events', () => {
    expect(decodeRecording(encodeRecording(JSON.stringify(events)))).toEqual(events);
  });

  it('non-ASCII text survives the round trip', () => {
    const withText = [{ type: 3, data: { texts: [{ id: 1, value: 'Kündigung – 😀' }] }, timestamp: 4 }];
    expect(decodeRecording(encodeRecording(JSON.stringify(withText)))).toEqual(withText);
  });

  it('a large recording encodes without overflowing the stack', () => {
    const big = Array.from({ length: 20_000 }, (_, i) => ({
      type: 3,
      data: { source: 1, x: i },
      timestamp: i,
    }));
    expect(decodeRecording(encodeRecording(JSON.stringify(big)))).toHaveLength(20_000);
  });
});

describe("a payload that is not a valid recording gives 'Unknown data format' (spec §8)", () => {
  const invalid: Array<[string, unknown]> = [
    ['not a string', 42],
    ['an empty string', ''],
    ['not base64', '%%% not base64 %%%'],
    ['base64 of bytes that are not deflated', base64(new TextEncoder().encode('plain text'))],
    ['deflated text that is not JSON', base64(deflate(new TextEncoder().encode('{oops')))],
    ['deflated JSON that is not an array', base64(deflate(new TextEncoder().encode('{"type":2}')))],
    ['an array of things that are not events', base64(deflate(new TextEncoder().encode('[1,2,3]')))],
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
