import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/errors';
import { LoadingState } from '../../../components/states';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useGetKnowledgeFileText } from '../../../generated/knowledge-files/knowledge-files';
import { chunkText } from '../chunking/chunk-text';
import type { IndexFormValues } from '../forms';

/** Chunks shown at most (the preview is a look, not the build). */
const PREVIEW_CHUNKS = 12;

const wholeNumber = (text: string | undefined) => (text && /^\d+$/.test(text.trim()) ? Number(text) : undefined);

/**
 * How one of the chosen files will be split with the chunk size and overlap as typed: the file's text
 * (as the builder reads it, from the server) cut at sentence ends — 。！？ in Japanese, never at a space —
 * each chunk with its length and the part it shares with the previous one marked.
 */
export function ChunkPreview({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('knowledge');
  const [files, size, overlap] = useWatch<IndexFormValues, ['files', 'chunkSize', 'chunkOverlap']>({ name: ['files', 'chunkSize', 'chunkOverlap'] });
  const [chosen, setChosen] = useState<string>();
  const fileId = files.some((file) => file.id === chosen) ? chosen : files[0]?.id;
  const text = useGetKnowledgeFileText(projectId, fileId ?? '', { query: { enabled: Boolean(fileId), staleTime: 60_000, retry: false } });
  const chunkSize = wholeNumber(size);
  const chunkOverlap = wholeNumber(overlap);
  const valid = chunkSize !== undefined && chunkOverlap !== undefined && chunkSize >= 1 && chunkOverlap >= 1 && chunkOverlap < chunkSize;
  const all = useMemo(() => (valid && text.data ? chunkText(text.data.text, chunkSize, chunkOverlap) : []), [valid, text.data, chunkSize, chunkOverlap]);
  const shown = all.slice(0, PREVIEW_CHUNKS);

  if (!fileId) return <Typography color="text.secondary">{t('preview.pickFile')}</Typography>;
  const notUploaded = text.error instanceof HttpError && text.error.code === 409;

  return (
    <Box>
      <FormControl size="small" sx={{ minWidth: 260, mb: 1.5 }}>
        <InputLabel id="chunk-preview-file">{t('preview.file')}</InputLabel>
        <Select labelId="chunk-preview-file" label={t('preview.file')} value={fileId} onChange={(event) => setChosen(event.target.value)}>
          {files.map((file) => (
            <MenuItem key={file.id} value={file.id}>
              {file.fileName}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {!valid && <Typography color="text.secondary">{t('preview.invalidSettings')}</Typography>}
      {valid && text.isPending && <LoadingState />}
      {valid && text.isError && (
        <Alert severity={notUploaded ? 'info' : 'error'}>
          {notUploaded ? t('preview.notUploaded') : mutationFailedMessage(i18n.t, 'fetch', t('things.file'))}
        </Alert>
      )}
      {valid && text.data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {t(text.data.truncated ? 'preview.summaryTruncated' : 'preview.summary', {
              count: all.length,
              shown: shown.length,
              size: chunkSize,
              overlap: chunkOverlap,
            })}
          </Typography>
          <Box component="ol" aria-label={t('preview.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, maxHeight: 360, overflow: 'auto' }}>
            {shown.map((chunk) => (
              <Box component="li" key={chunk.index} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
                  {t('preview.chunk', { number: chunk.index + 1, length: chunk.end - chunk.start })}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {chunk.overlapEnd > chunk.start && (
                    <Box component="mark" title={t('preview.overlap')} sx={{ bgcolor: 'action.selected', color: 'inherit', borderRadius: 0.5 }}>
                      {chunk.text.slice(0, chunk.overlapEnd - chunk.start)}
                    </Box>
                  )}
                  {chunk.text.slice(chunk.overlapEnd - chunk.start)}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
