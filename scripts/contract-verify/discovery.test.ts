/** Finding ids through the contract: the pure helpers (the network part runs in `npm run contract:verify`). */
import { describe, expect, it } from 'vitest';
import { candidates, fill, pathParams, prefixForField, prefixThrough } from './discovery';
import { PLACEHOLDER_ID, PLACEHOLDER_NUMBER, placeholderFor } from './run';

const ID = { pattern: '^[A-Za-z0-9_-]+$', maxLength: 64 };

describe('discovery helpers', () => {
  it('names each kind of id by its path up to the parameter (a dataset file is not a knowledge file)', () => {
    const path = '/studio/v1/projects/{projectId}/datasets/files/{fileId}/columns';
    expect(pathParams(path)).toEqual(['projectId', 'fileId']);
    expect(prefixThrough(path, 'projectId')).toBe('/studio/v1/projects/{projectId}');
    expect(prefixThrough(path, 'fileId')).toBe('/studio/v1/projects/{projectId}/datasets/files/{fileId}');
    expect(fill(path, { projectId: 'prj_1', fileId: 'bad id' })).toBe('/studio/v1/projects/prj_1/datasets/files/bad%20id/columns');
  });

  it('takes the ids of a list answer: `id` and `<param>` fields, once each, in order, within the Id pattern', () => {
    const list = { items: [{ id: 'wf_1', parentFolderId: 'fld_1' }, { id: 'fld_1', children: [{ id: 'wf_2' }] }, { id: 'not an id' }, { workflowId: 'wf_3' }] };
    expect(candidates(list, 'workflowId', ID).map((c) => c.id)).toEqual(['wf_1', 'fld_1', 'wf_2', 'wf_3']);
    expect(candidates(list, 'workflowId', ID)[0]!.from).toBe(list.items[0]);
  });

  it('takes an integer path parameter (a revision) as the number under its own name, never an integer `id`', () => {
    const revisions = { items: [{ revision: 12, id: 7 }, { revision: 11 }] };
    const digits = { pattern: '^[0-9]{1,9}$', maxLength: 9 };
    expect(candidates(revisions, 'revision', digits).map((c) => c.id)).toEqual(['12', '11']);
  });

  it('a placeholder that names nothing fits the parameter: an id, or digits where only digits fit', () => {
    expect(placeholderFor(ID)).toBe(PLACEHOLDER_ID);
    expect(placeholderFor({ pattern: '^[0-9]{1,9}$', maxLength: 9 })).toBe(PLACEHOLDER_NUMBER);
  });

  it('maps a body field to the kind of id it names, the nearest path when several fit', () => {
    const prefixes = [
      '/studio/v1/projects/{projectId}',
      '/studio/v1/projects/{projectId}/workflows/{workflowId}',
      '/studio/v1/projects/{projectId}/datasets/files/{fileId}',
      '/studio/v1/projects/{projectId}/knowledge/files/{fileId}',
      '/studio/v1/projects/{projectId}/tools/{toolId}',
      '/studio/v1/shared-custom-nodes/{sharedCustomNodeId}',
      '/studio/v1/projects/{projectId}/custom-nodes/{customNodeId}',
    ];
    const jobs = '/studio/v1/projects/{projectId}/jobs';
    expect(prefixForField('workflowId', prefixes, jobs)).toBe(prefixes[1]);
    expect(prefixForField('datasetFileId', prefixes, jobs)).toBe(prefixes[2]);
    expect(prefixForField('fileIds', prefixes, '/studio/v1/projects/{projectId}/knowledge/indexes')).toBe(prefixes[3]);
    expect(prefixForField('toolIds', prefixes, '/studio/v1/projects/{projectId}/agents')).toBe(prefixes[4]);
    expect(prefixForField('customNodeId', prefixes, jobs)).toBe(prefixes[6]);
    expect(prefixForField('sharedCustomNodeId', prefixes, jobs)).toBe(prefixes[5]);
    expect(prefixForField('targetFolderId', prefixes, jobs)).toBeUndefined();
    expect(prefixForField('name', prefixes, jobs)).toBeUndefined();
  });
});
