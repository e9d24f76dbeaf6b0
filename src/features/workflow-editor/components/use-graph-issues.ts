/**
 * The issues of the graph being edited, recomputed after every edit. The first validation waits
 * until the browser is idle (the canvas opens first), and later ones run in a deferred render (the
 * canvas follows an edit first); the issue badges follow a moment later.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { createGraphIssues } from '../model/graph-issues';
import type { GraphShape } from '../model/graph-types';
import type { GraphIssue, ValidationContext } from '../model/validation';

const NONE: readonly GraphIssue[] = [];
/** The longest the first validation waits for the browser to be idle. */
const FIRST_VALIDATION_WAIT_MS = 500;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: FIRST_VALIDATION_WAIT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

export interface GraphValidation {
  /** The issues shown (badges, panels, overview). */
  issues: readonly GraphIssue[];
  /** Validates a graph now, with the same context and cache (auto-save checks what it sends). */
  validate: (graph: GraphShape) => readonly GraphIssue[];
}

/** `models` (from the models call) lets validation check each LLM node's maxTokens against its model. */
export function useGraphIssues(graph: GraphShape, models?: ValidationContext['models']): GraphValidation {
  const [issuesOf] = useState(createGraphIssues);
  const validate = useCallback((g: GraphShape) => issuesOf(g, models ? { models } : {}), [issuesOf, models]);
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true)), []);
  const deferred = useDeferredValue(graph);
  const issues = useMemo(() => (started ? validate(deferred) : NONE), [validate, started, deferred]);
  return { issues, validate };
}
