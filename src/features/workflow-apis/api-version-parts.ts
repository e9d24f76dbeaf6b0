/**
 * The API version blocks another area shows: the editor's API panel and Publish History tab. src/app hands
 * them to the editor (src/app/editor-slots.tsx); the tables load with the tab that shows them.
 */
import { lazy } from 'react';
import { ApiKeyDialog } from './versions/api-key-dialog';
import { ApiStatusTag } from './versions/api-status-tag';
import { NewVersionDialog } from './versions/new-version-dialog';
import { useApiVersionActions } from './versions/use-api-version-actions';
import { VersionActions } from './versions/version-actions';

export const apiVersionParts = {
  useApiVersionActions,
  ApiKeyDialog,
  ApiStatusTag,
  VersionActions,
  NewVersionDialog,
  ApiVersionsTable: lazy(() => import('./versions/api-versions-table').then((m) => ({ default: m.ApiVersionsTable }))),
  ApiHistoryTable: lazy(() => import('./versions/api-history-table').then((m) => ({ default: m.ApiHistoryTable }))),
};
