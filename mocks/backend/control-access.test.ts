import { describe, expect, it } from 'vitest';
import { controlAccessRefusal, isSameMachineOrigin } from './control-access.ts';

describe('the control API’s same-machine rule', () => {
  it.each(['http://localhost:5173', 'http://127.0.0.1:4010', 'http://127.8.0.1', 'https://[::1]:3000'])(
    '%s is this machine',
    (origin) => {
      expect(isSameMachineOrigin(origin)).toBe(true);
      expect(controlAccessRefusal({ origin })).toBeNull();
    },
  );

  it.each([
    'https://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'null',
    'http://localhost:5173/path',
  ])('%s is not', (origin) => {
    expect(isSameMachineOrigin(origin)).toBe(false);
    expect(controlAccessRefusal({ origin })).toMatchObject({ status: 403 });
  });

  it('the playground served on a LAN address (msw: its own origin) may call its own control API', () => {
    const selfOrigin = 'http://192.168.1.20:5173';
    expect(controlAccessRefusal({ origin: selfOrigin }, selfOrigin)).toBeNull();
    expect(controlAccessRefusal({ origin: 'http://192.168.1.21:5173' }, selfOrigin)).toMatchObject({
      status: 403,
    });
  });

  it('checks the Host a request was addressed to (DNS rebinding), when there is one', () => {
    expect(controlAccessRefusal({ host: '127.0.0.1:4010' })).toBeNull();
    expect(controlAccessRefusal({ host: 'localhost' })).toBeNull();
    expect(controlAccessRefusal({ host: 'rebind.evil.example:4010' })).toMatchObject({ status: 403 });
    expect(controlAccessRefusal({})).toBeNull();
  });
});
