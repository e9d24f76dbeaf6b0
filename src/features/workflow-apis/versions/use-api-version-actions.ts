/**
 * What the holder of the edit permission does to a workflow's API (§4): create a version, publish or
 * unpublish one, issue a new key. What each makes stale (the API pages, the workflow and the project's
 * workflow lists and pickers) is refreshed by the cache policy (src/api/cache-policy). Each words its toasts as the spec
 * does ('Failed to create new API version', 'Failed to update workflow API', 'Failed to issue API Key').
 *
 * The key is answered once: it goes into `shownKey` (React state, for the key dialog) and nowhere else.
 * The answers are never put into the query cache, and the mutations are forgotten as soon as they
 * succeed (`gcTime: 0` + `reset()`), so after the dialog closes no copy of the key is left in memory.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getCreateApiVersionMutationOptions,
  getIssueApiKeyMutationOptions,
  getUpdateApiVersionMutationOptions,
} from '../../../generated/workflow-apis/workflow-apis';
import type { ApiVersion, ApiVersionCreate, WorkflowApiStatus } from '../../../generated/model';
import { HttpError } from '../../../api/errors';
import { HANDLED } from '../../../api/mutation-meta';
import { refusalMessage, tooManyRequestsMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { toast } from '../../../components/toast/toast-store';
import type { ShownKey } from './api-key-dialog';

const FORGET = { gcTime: 0 } as const;

export function useApiVersionActions(projectId: string, workflowId: string) {
  const { t, i18n } = useTranslation('apis');
  const [shownKey, setShownKey] = useState<ShownKey | null>(null);

  const createMutation = useToastMutation(
    { ...getCreateApiVersionMutationOptions(), ...FORGET },
    {
      verb: 'create',
      thing: t('things.newVersion'),
      name: (created) => created.versionName,
      explain: (error) => (error instanceof HttpError && error.code === 409 ? error.message : undefined),
    },
  );
  const updateMutation = useToastMutation(
    { ...getUpdateApiVersionMutationOptions(), ...FORGET },
    { verb: 'update', thing: t('things.workflowApi'), name: (updated) => updated.versionName },
  );
  const issueMutation = useMutation({
    ...getIssueApiKeyMutationOptions(),
    ...FORGET,
    ...HANDLED,
    onError: (error) => {
      const description = refusalMessage(i18n.t, error) ?? tooManyRequestsMessage(i18n.t, error);
      toast({ title: t('errors.issueKey'), ...(description ? { description } : {}), variant: 'destructive' });
    },
  });

  return {
    shownKey,
    /** The key dialog closed: the key is dropped. */
    forgetKey: () => setShownKey(null),
    creating: createMutation.isPending,
    create(data: ApiVersionCreate, onCreated?: (version: ApiVersion) => void) {
      createMutation.mutate(
        { projectId, workflowId, data },
        {
          onSuccess: ({ apiKey, ...version }) => {
            setShownKey({ versionName: version.versionName, apiKey, issuedAt: version.apiKeyIssuedAt });
            createMutation.reset();
            onCreated?.(version);
          },
        },
      );
    },
    /** The version whose status is being changed, if any. */
    updatingId: updateMutation.isPending ? updateMutation.variables.apiId : null,
    setStatus(version: ApiVersion, status: WorkflowApiStatus, onUpdated?: () => void) {
      updateMutation.mutate(
        { projectId, workflowId, apiId: version.id, data: { status } },
        {
          onSuccess: () => {
            updateMutation.reset();
            onUpdated?.();
          },
        },
      );
    },
    issuing: issueMutation.isPending,
    issueKey(version: ApiVersion, onIssued?: () => void) {
      issueMutation.mutate(
        { projectId, workflowId, apiId: version.id },
        {
          onSuccess: (issued) => {
            setShownKey({ versionName: version.versionName, apiKey: issued.apiKey, issuedAt: issued.apiKeyIssuedAt });
            issueMutation.reset();
            onIssued?.();
          },
        },
      );
    },
  };
}
