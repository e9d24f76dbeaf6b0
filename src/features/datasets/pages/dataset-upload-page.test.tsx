import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { getUploadDatasetFileMockHandler } from '../../../generated/datasets/datasets.msw';
import { failCalls, renderRoute } from '../../../test/render-route';
import { testFile, useNodeUploads } from '../../../test/uploads';
import { DatasetUploadPage } from './dataset-upload-page';

// The page's files are jsdom's, as a browser hands them over (useNodeUploads swaps the global File later).
const JsdomFile = globalThis.File;

const PATH = '/poc/projects/:projectId/datasets/upload';
const URL = '/poc/projects/prj_support/datasets/upload';
const TEN_MB = 10 * 1024 * 1024;

/** 'ID,お問い合わせ,担当\r\n1,ログインできません,山田\r\n2,"請求書の\r\n再発行",佐藤\r\n' in Shift_JIS (Excel on Japanese Windows). */
const SJIS_CSV = new Uint8Array([
  0x49, 0x44, 0x2c, 0x82, 0xa8, 0x96, 0xe2, 0x82, 0xa2, 0x8d, 0x87, 0x82, 0xed, 0x82, 0xb9, 0x2c, 0x92, 0x53, 0x93, 0x96, 0x0d, 0x0a, 0x31, 0x2c, 0x83, 0x8d,
  0x83, 0x4f, 0x83, 0x43, 0x83, 0x93, 0x82, 0xc5, 0x82, 0xab, 0x82, 0xdc, 0x82, 0xb9, 0x82, 0xf1, 0x2c, 0x8e, 0x52, 0x93, 0x63, 0x0d, 0x0a, 0x32, 0x2c, 0x22,
  0x90, 0xbf, 0x8b, 0x81, 0x8f, 0x91, 0x82, 0xcc, 0x0d, 0x0a, 0x8d, 0xc4, 0x94, 0xad, 0x8d, 0x73, 0x22, 0x2c, 0x8d, 0xb2, 0x93, 0xa1, 0x0d, 0x0a,
]);

const bytesFile = (bytes: Uint8Array<ArrayBuffer>, name: string, type = 'text/csv') => new JsdomFile([bytes], name, { type });
const textFile = (text: string, name: string, type = 'text/plain') => bytesFile(new TextEncoder().encode(text), name, type);

function open(language = 'en-us') {
  return renderRoute(<DatasetUploadPage />, { path: PATH, url: URL, language });
}

const drop = (file: File) => fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [file], types: ['Files'] } });

/** Counts the upload requests that reach the backend. */
function countUploads() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/datasets/files')) seen.push(request.url);
  });
  return seen;
}

describe('DatasetUploadPage', () => {
  useNodeUploads();

  it('previews a Shift_JIS CSV with its Japanese headers before upload, uploads it, and shows what the server read', async () => {
    const { user } = open();
    const uploads = countUploads();
    expect(screen.getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-current', 'page');
    drop(bytesFile(SJIS_CSV, '問い合わせ_sjis.csv'));

    const chosen = await screen.findByRole('region', { name: 'Chosen file' });
    expect(within(chosen).getByText('Not uploaded')).toBeInTheDocument();
    const table = await within(chosen).findByRole('table', { name: 'Preview of 問い合わせ_sjis.csv' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'ID', 'お問い合わせ', '担当']);
    expect(within(table).getByText('ログインできません')).toBeInTheDocument();
    expect(within(table).getByText('請求書の\r\n再発行', { normalizer: (text) => text })).toBeInTheDocument();
    expect(within(chosen).getByTestId('dataset-preview-encoding')).toHaveTextContent('Encoding: Shift_JIS');
    expect(within(chosen).getByText('3 columns · 2 rows')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const result = await screen.findByTestId('dataset-upload-result');
    expect(within(result).getByText('Uploaded “問い合わせ_sjis.csv”.')).toBeInTheDocument();
    const columns = await within(result).findByRole('list', { name: 'Columns read by the server' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ID', 'お問い合わせ', '担当']);
    expect(within(result).getByText('2 rows are ready for jobs.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to the File List' })).toHaveAttribute('href', '/poc/projects/prj_support/datasets');
  });

  it('refuses no file, an empty, an oversize and a wrong-type file before any request', async () => {
    const { user } = open();
    const uploads = countUploads();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file.');

    drop(testFile('empty.csv', 0, 'text/csv'));
    expect(await screen.findByTestId('dataset-upload-refusal')).toHaveTextContent('The file is empty.');
    drop(testFile('big.csv', TEN_MB + 1, 'text/csv'));
    expect(await screen.findByText('File size is too large. Maximum size is 10MB.')).toBeInTheDocument();
    expect(screen.getByTestId('dataset-upload-refusal')).toHaveTextContent('“big.csv” (10 MB) was not accepted.');
    drop(testFile('slides.pdf', 100, 'application/pdf'));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chosen file' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByTestId('dataset-upload-missing')).toHaveTextContent('Please select a file.');
    expect(uploads).toHaveLength(0);
  });

  it('says which line of a JSONL file is broken and does not send it; leaves an .xlsx to the server', async () => {
    open();
    drop(textFile('{"q":"こんにちは"}\n\n{oops}\n', 'chat.jsonl'));
    const problem = await screen.findByTestId('dataset-preview-problem');
    expect(problem).toHaveTextContent('Failed to parse file');
    expect(problem).toHaveTextContent('Line 3 is not valid JSON.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    drop(bytesFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), 'invoices.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    expect(await screen.findByTestId('dataset-preview-workbook')).toHaveTextContent('the server reads the columns of the first sheet after upload');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('says why an upload failed and lets it be sent again', async () => {
    const { user } = open();
    failCalls(getUploadDatasetFileMockHandler, 500);
    drop(textFile('question\nパスワードを忘れました\n', 'questions.csv', 'text/csv'));
    await screen.findByRole('table', { name: 'Preview of questions.csv' });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const failure = await screen.findByTestId('dataset-upload-failure');
    expect(failure).toHaveTextContent('Upload failed');
    expect(failure).toHaveTextContent('The server could not take the file. Please try again later.');

    server.resetHandlers();
    failCalls(getUploadDatasetFileMockHandler, 400, 'Failed to parse file');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByTestId('dataset-upload-failure').textContent).toBe('Upload failedFailed to parse file'));

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploaded “questions.csv”.')).toBeInTheDocument();
  });

  it('warns that a file of the same name is replaced', async () => {
    open();
    drop(textFile('問い合わせID,問い合わせ本文\nQ-1,こんにちは\n', '問い合わせ履歴_2026Q3.csv', 'text/csv'));
    expect(await screen.findByText(/already in the File List: uploading replaces it/)).toBeInTheDocument();
  });

  it('previews and refuses in Japanese', async () => {
    const { user } = open('ja-jp');
    expect(screen.getByRole('tab', { name: 'アップロード' })).toHaveAttribute('aria-current', 'page');
    drop(bytesFile(SJIS_CSV, 'sjis.csv'));
    const chosen = await screen.findByRole('region', { name: '選択したファイル' });
    expect(within(chosen).getByText('未アップロード')).toBeInTheDocument();
    const table = await within(chosen).findByRole('table', { name: 'sjis.csv のプレビュー' });
    expect(within(table).getByRole('columnheader', { name: 'お問い合わせ' })).toBeInTheDocument();
    expect(within(chosen).getByTestId('dataset-preview-encoding')).toHaveTextContent('文字コード: Shift_JIS');

    drop(testFile('大きい.csv', TEN_MB + 1, 'text/csv'));
    expect(await screen.findByText('ファイルサイズが大きすぎます。最大サイズは 10MB です。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'アップロード' }));
    expect(screen.getByTestId('dataset-upload-missing')).toHaveTextContent('ファイルを選択してください。');
  });
});
