import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../components/code-editor/code-editor';
import type { NodeFormValues } from '../forms';

/**
 * Code: the node's Python in Monaco (the local package, loaded with this page only), the parameters and
 * the output variable offered as completions; required.
 */
export function CodeTab() {
  const { t } = useTranslation('customNodes');
  const { field, fieldState } = useController<NodeFormValues, 'code'>({ name: 'code' });
  const parameters = useWatch<NodeFormValues, 'parameters'>({ name: 'parameters' });
  const output = useWatch<NodeFormValues, 'outputVariable'>({ name: 'outputVariable' });
  const completions = useMemo(
    () => [
      ...parameters
        .filter((parameter) => parameter.label.trim())
        .map((parameter) => ({
          label: parameter.label.trim(),
          detail: t(`dataTypes.${parameter.dataType}`),
          ...(parameter.description ? { documentation: parameter.description } : {}),
        })),
      ...(output.trim() ? [{ label: output.trim(), detail: t('fields.outputVariable') }] : []),
    ],
    [parameters, output, t],
  );
  return (
    <CodeEditor
      label={t('fields.code')}
      language="python"
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      required
      height={440}
      completions={completions}
      helperText={t('fields.codeHelp')}
      error={fieldState.error?.message ? { message: fieldState.error.message } : undefined}
    />
  );
}
