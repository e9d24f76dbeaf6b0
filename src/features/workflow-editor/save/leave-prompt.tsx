/** Leaving the workflow editor with unsaved changes asks first (§4). */
import { useTranslation } from 'react-i18next';
import { UnsavedChangesPrompt } from '../../../components/leave-prompt';
import { hasUnsavedChanges } from '../model/save-state';
import { useEditorStore } from '../store/editor-context';

export function LeavePrompt() {
  const { t } = useTranslation('editor');
  const unsaved = useEditorStore((s) => !s.readOnly && hasUnsavedChanges(s.save));
  return <UnsavedChangesPrompt unsaved={unsaved} message={t('save.leavePrompt')} />;
}
