import { describe, expect, it } from 'vitest';
import { resolveWorkflowRedirect } from './workflow-redirect';

describe('workflows redirect rule', () => {
  it.each([
    [undefined, { to: 'list' }],
    ['', { to: 'list' }],
    ['/', { to: 'list' }],
    ['editor', { to: 'list' }],
    ['editor/', { to: 'list' }],
    ['list', { to: 'list' }],
    ['wf_support_triage', { to: 'editor', workflowId: 'wf_support_triage' }],
    ['wf_1/', { to: 'editor', workflowId: 'wf_1' }],
    ['a/b', { to: 'list' }],
    ['editor/x/y', { to: 'list' }],
  ])('%s → %j', (rest, expected) => {
    expect(resolveWorkflowRedirect(rest)).toEqual(expected);
  });
});
