import type { CreateIssue } from '../../../contract/schemas/index.ts';
import type { FlowRuntime } from './runtime.ts';

const filed = new Set<string>();

/** Files an issue once per session and content (create-issue swallows its own errors). */
export function fileIssue(runtime: FlowRuntime, issue: CreateIssue): void {
  const key = JSON.stringify([issue.name, issue.issueData]);
  if (filed.has(key)) return;
  filed.add(key);
  console.warn(`[holdfast] ${issue.name}`, issue.issueData);
  void runtime.api.createIssue(issue);
}

export function resetFiledIssues(): void {
  filed.clear();
}
