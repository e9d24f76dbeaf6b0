/** The workflows area's forms: the contract's bodies (generated zod) with the spec's translated messages (§5). */
import { z } from 'zod';
import { requiredText } from '../../components/form/zod-messages';
import type { Translate } from '../../lib/translate';
import {
  CreateWorkflowBody,
  createWorkflowBodyNameMax,
  CreateWorkflowFolderBody,
  createWorkflowFolderBodyNameMax,
  createWorkflowFolderBodyNameRegExp,
  UpdateWorkflowBody,
} from '../../generated/workflows/workflows.zod';

/** Create or rename a folder: name required, no '/'. */
export function folderFormSchema(t: Translate) {
  return CreateWorkflowFolderBody.pick({ name: true }).extend({
    name: requiredText(t, { required: t('workflows:validation.folderNameRequired'), max: createWorkflowFolderBodyNameMax }).regex(
      createWorkflowFolderBodyNameRegExp,
      t('workflows:validation.folderNameSlash'),
    ),
  });
}
export type FolderForm = z.infer<ReturnType<typeof folderFormSchema>>;

/** Create a workflow, empty or as a copy of another ('' = empty). */
export function createWorkflowFormSchema(t: Translate) {
  return CreateWorkflowBody.pick({ name: true }).extend({
    name: requiredText(t, { required: t('workflows:validation.workflowNameRequired'), max: createWorkflowBodyNameMax }),
    copyFromWorkflowId: z.string(),
  });
}
export type CreateWorkflowForm = z.infer<ReturnType<typeof createWorkflowFormSchema>>;

/** Rename a workflow. */
export function renameWorkflowFormSchema(t: Translate) {
  return UpdateWorkflowBody.pick({ name: true }).extend({
    name: requiredText(t, { required: t('workflows:validation.workflowNameRequired'), max: createWorkflowBodyNameMax }),
  });
}
export type RenameWorkflowForm = z.infer<ReturnType<typeof renameWorkflowFormSchema>>;
