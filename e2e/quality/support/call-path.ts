import { API_CALLS, type CallName } from '../../../contract/call-table.ts';

/** The regular expression of a call's path: `{appId}` is the mock app, other parameters any segment. */
export function callPathRegex(call: CallName): string {
  const path = API_CALLS[call].path.replace('{appId}', 'app_test').replace(/\{\w+\}/g, '[^/]+');
  return `^${path}$`;
}
