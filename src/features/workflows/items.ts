/** What the actions of the workflows screen act on: a folder or a workflow, from either view. */
export interface ItemRef {
  kind: 'folder' | 'workflow';
  id: string;
  name: string;
}

export const itemKey = (item: Pick<ItemRef, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

export function parseItemKey(key: string): Pick<ItemRef, 'kind' | 'id'> | undefined {
  const [kind, ...rest] = key.split(':');
  const id = rest.join(':');
  return (kind === 'folder' || kind === 'workflow') && id ? { kind, id } : undefined;
}
