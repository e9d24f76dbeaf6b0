/**
 * Export (issue #16 item 4): the custom node as its `.aiws` DSL file, as the backend writes it
 * (generated `exportCustomNode`: YAML text), saved through the browser's download as `<name>.aiws`.
 * A failure toasts 'Failed to export custom node. Please try again later.' (with the wait of a 429).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toastMutationFailed } from '../../../components/mutation-toast';
import { exportCustomNode } from '../../../generated/custom-nodes/custom-nodes';
import { aiwsFileName, downloadAiws } from '../aiws/download';

/** What an export needs of a node (a list row or the editor's node). */
export interface ExportableNode {
  id: string;
  name: string;
}

/**
 * `exportNode(node)` for the project: fetches the node's DSL file and downloads it. Returns nothing (the
 * download or the failure toast is the answer), so it fits an onClick or a menu item as it is.
 */
export function useExportCustomNode(projectId: string): (node: ExportableNode) => void {
  const { i18n } = useTranslation();
  return useCallback(
    (node: ExportableNode) => {
      exportCustomNode(projectId, node.id)
        // The http client answers the text of a body that is not JSON; a JSON body is YAML too.
        .then((body) => downloadAiws(typeof body === 'string' ? body : JSON.stringify(body), aiwsFileName(node.name)))
        .catch((error: unknown) => toastMutationFailed(i18n.t, 'export', i18n.t('customNodeDsl:thing'), undefined, error));
    },
    [projectId, i18n],
  );
}
