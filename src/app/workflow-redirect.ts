/**
 * The redirect rule under /poc/projects/{projectId}/workflows/{rest} (§2): the bare workflows path or
 * `editor` alone → the list; `list…` stays on the list; any other single identifier → the editor for
 * that workflow id; anything else → the list.
 */
export type WorkflowRedirect = { to: 'list' } | { to: 'editor'; workflowId: string };

export function resolveWorkflowRedirect(rest: string | undefined): WorkflowRedirect {
  const segments = (rest ?? '').split('/').filter(Boolean);
  if (segments.length === 0) return { to: 'list' };
  if (segments.length === 1) {
    const [only] = segments as [string];
    if (only === 'editor' || only === 'list') return { to: 'list' };
    return { to: 'editor', workflowId: only };
  }
  return { to: 'list' };
}
