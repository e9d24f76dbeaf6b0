/** The shared custom node's panel: the node, its config file, variable and input parameters (panels/custom-node-fields.tsx). */
import { useTranslation } from 'react-i18next';
import { useListConfigFiles } from '../../../../generated/config-files/config-files';
import { useGetSharedCustomNodeInputParameters, useListSharedCustomNodes } from '../../../../generated/shared-custom-nodes/shared-custom-nodes';
import { CustomNodeFields } from '../../panels/custom-node-fields';
import { PICKER_PAGE, type KindPanelProps } from '../../panels/panel-props';

export function SharedCustomNodePanel({ node }: KindPanelProps<'NODE_KIND_SHARED_CUSTOM_NODE'>) {
  const { t } = useTranslation('editor');
  const d = node.data;
  const nodes = useListSharedCustomNodes(PICKER_PAGE);
  const chosen = { query: { enabled: Boolean(d.sharedCustomNodeId) } };
  const configFiles = useListConfigFiles(d.sharedCustomNodeId, PICKER_PAGE, chosen);
  const inputParameters = useGetSharedCustomNodeInputParameters(d.sharedCustomNodeId, chosen);
  return (
    <CustomNodeFields
      idKey="sharedCustomNodeId"
      label={t('fields.sharedCustomNode')}
      thing="sharedCustomNodes"
      nodes={nodes}
      configFiles={configFiles}
      inputParameters={inputParameters}
      data={d}
    />
  );
}
