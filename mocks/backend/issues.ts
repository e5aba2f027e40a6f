import * as v from 'valibot';

/** Lists valibot issues as `path: message` lines, so a bad seed or payload says where it is wrong. */
export function listIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}
