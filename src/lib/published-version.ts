/**
 * The last published API version of a workflow: the newest (by when it was made) whose status is published
 * now. Both the editor (what a new version changes) and the API versions' new version dialog (its evaluation
 * against the published one) compare with it.
 */
import type { ApiVersion } from '../generated/model';

export function lastPublishedOf<T extends Pick<ApiVersion, 'status' | 'createdAt'>>(versions: readonly T[]): T | undefined {
  return versions
    .filter((version) => version.status === 'WORKFLOW_API_STATUS_PUBLISHED')
    .reduce<T | undefined>((newest, version) => (!newest || version.createdAt > newest.createdAt ? version : newest), undefined);
}
