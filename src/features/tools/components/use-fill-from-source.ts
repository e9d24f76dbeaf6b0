import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toastMutationFailed } from '../../../components/mutation-toast';
import { toast } from '../../../components/toast/toast-store';
import type { ToolSourceOption } from '../../../generated/model';
import { getGetToolSourceSignatureQueryOptions } from '../../../generated/tools/tools';
import { proposeSchemas } from '../schema-proposal';
import type { ToolFormValues } from '../tool-types';

/**
 * "Fill from source": reads the picked source's signature and proposes both schemas; the toast offers
 * to undo, so what the user had typed is never lost.
 */
export function useFillFromSource(projectId: string, form: UseFormReturn<ToolFormValues, unknown, unknown>, picked: ToolSourceOption | undefined) {
  const { t, i18n } = useTranslation('tools');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [type, apiVersionId] = useWatch({ control: form.control, name: ['type', 'apiVersionId'] });
  const ready = Boolean(picked && picked.type === type && (type !== 'TOOL_TYPE_WORKFLOW' || apiVersionId));

  const run = async () => {
    if (!picked || !ready) return;
    setPending(true);
    try {
      const params = { type: picked.type, ...(picked.type === 'TOOL_TYPE_WORKFLOW' ? { apiVersionId } : {}) };
      const signature = await queryClient.fetchQuery(getGetToolSourceSignatureQueryOptions(projectId, picked.id, params));
      const before = form.getValues(['inputSchema', 'outputSchema']);
      const proposal = proposeSchemas(signature);
      const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      form.setValue('inputSchema', proposal.inputSchema, options);
      form.setValue('outputSchema', proposal.outputSchema, options);
      toast({
        title: t('dialog.filled', { name: picked.name }),
        variant: 'success',
        action: {
          label: t('actions.undo'),
          onClick: () => {
            form.setValue('inputSchema', before[0], options);
            form.setValue('outputSchema', before[1], options);
          },
        },
      });
    } catch (error) {
      toastMutationFailed(i18n.t, 'fetch', t('things.sourceSignature'), undefined, error);
    } finally {
      setPending(false);
    }
  };

  return { ready, pending, run };
}
