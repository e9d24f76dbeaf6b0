import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../components/code-editor/code-editor';
import { TOOL_SCHEMA_MAX } from '../forms';
import { checkSchemaText } from '../json-schema-check';
import type { ToolFormValues } from '../tool-types';

/** An input or output schema in the JSON editor: the form's message under it, a marker on its line. */
export function SchemaField({ name, label }: { name: 'inputSchema' | 'outputSchema'; label: string }) {
  const { t } = useTranslation('tools');
  const { field, fieldState } = useController<ToolFormValues, typeof name>({ name });
  const problem = fieldState.error ? checkSchemaText(field.value, TOOL_SCHEMA_MAX) : undefined;
  const line = problem && 'line' in problem ? problem.line : undefined;
  return (
    <CodeEditor
      label={label}
      language="json"
      required
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      height={240}
      helperText={t('fields.schemaHelp', { max: TOOL_SCHEMA_MAX })}
      error={fieldState.error?.message ? { message: fieldState.error.message, line } : undefined}
    />
  );
}
