/**
 * The cache policy of the graph the editor opens with (#29). While the editor is open its own copy (the
 * editor store: the graph as edited, its undo history and the revision it is based on) is the truth, so
 * focus or a reconnect does not read the graph again, and a read someone asks for (the demo panel
 * refreshes every query) neither replaces the open copy nor, when it fails, the editor. When the editor
 * closes, the entry goes with it (gcTime 0) and opening the workflow again reads the server's graph
 * ('always': even if something else still holds the entry), so a reopened editor never starts from an
 * older graph and revision than the server's — which is what made the next save a false conflict.
 */
export const EDITOR_GRAPH_QUERY = {
  staleTime: Infinity,
  gcTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
