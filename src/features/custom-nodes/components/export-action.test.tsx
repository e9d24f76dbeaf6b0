import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toDsl } from '../../../../mocks/areas/custom-nodes/dsl';
import { customNodes } from '../../../../mocks/areas/custom-nodes/table';
import { CUSTOM_NODE } from '../../../../mocks/fixtures/ids';
import { getExportCustomNodeMockHandler } from '../../../generated/custom-nodes/custom-nodes.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { useExportCustomNode } from './export-action';

function ExportButton({ node }: { node: { id: string; name: string } }) {
  const exportNode = useExportCustomNode('prj_invoice');
  return <Button onClick={() => exportNode(node)}>Export</Button>;
}

/** Records what the page downloads: the blobs handed to URL.createObjectURL and the links clicked. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:test'), revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

afterEach(() => {
  vi.restoreAllMocks();
});

function open(node: { id: string; name: string }, language = 'en-us') {
  return renderRoute(<ExportButton node={node} />, { path: '/poc/projects/:projectId/custom-nodes', url: '/poc/projects/prj_invoice/custom-nodes', language });
}

describe('useExportCustomNode', () => {
  it('downloads the server’s YAML as <name>.aiws', async () => {
    const { blobs, names } = captureDownloads();
    const { user } = open({ id: CUSTOM_NODE.boxUpload, name: 'Box アップロード' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(names).toEqual(['Box アップロード.aiws']));
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('application/x-yaml;charset=utf-8');
    expect(await blobs[0]!.text()).toBe(toDsl(customNodes.find(CUSTOM_NODE.boxUpload)!));
  });

  it('says a failed export in a toast and downloads nothing', async () => {
    const { blobs, names } = captureDownloads();
    failCalls(getExportCustomNodeMockHandler, 500);
    const { user } = open({ id: CUSTOM_NODE.boxUpload, name: 'Box アップロード' }, 'ja-jp');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await toastText()).toBe('カスタムノードのエクスポートに失敗しました。しばらくしてから再度お試しください。');
    expect(blobs).toHaveLength(0);
    expect(names).toHaveLength(0);
  });

  it('says an unknown node in English too', async () => {
    captureDownloads();
    const { user } = open({ id: 'cn_missing', name: 'gone' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await toastText()).toBe('Failed to export custom node. Please try again later.');
  });
});
