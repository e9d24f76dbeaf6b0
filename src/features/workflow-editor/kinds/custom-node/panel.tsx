/** The project custom node's panel: the node, its config file, variable and input parameters (panels/custom-node-fields.tsx). */
import { useTranslation } from 'react-i18next';
import { useGetCustomNodeInputParameters, useListCustomNodeConfigFiles, useListCustomNodes } from '../../../../generated/custom-nodes/custom-nodes';
import { CustomNodeFields } from '../../panels/custom-node-fields';
import { PICKER_PAGE, type KindPanelProps } from '../../panels/panel-props';

export function CustomNodePanel({ node, projectId }: KindPanelProps<'NODE_KIND_CUSTOM_NODE'>) {
  const { t } = useTranslation('editor');
  const d = node.data;
  const nodes = useListCustomNodes(projectId, PICKER_PAGE);
  const chosen = { query: { enabled: Boolean(d.customNodeId) } };
  const configFiles = useListCustomNodeConfigFiles(projectId, d.customNodeId, PICKER_PAGE, chosen);
  const inputParameters = useGetCustomNodeInputParameters(projectId, d.customNodeId, chosen);
  return (
    <CustomNodeFields
      idKey="customNodeId"
      label={t('fields.customNode')}
      thing="customNodes"
      nodes={nodes}
      configFiles={configFiles}
      inputParameters={inputParameters}
      data={d}
    />
  );
}
