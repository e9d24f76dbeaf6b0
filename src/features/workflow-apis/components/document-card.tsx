/**
 * The version's OpenAPI 3.1 document, built in the browser from the version (endpoints, inputs,
 * outputs, the async run resource, the key header) and downloaded as YAML or JSON. The builder and the
 * YAML library load on the first download.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import type { ApiVersion } from '../../../generated/model';
import type { DocumentFormat } from '../api-document/document-text';
import { OverviewCard } from './overview-card';

/** Hands `text` to the browser as a file download. */
function download(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const FORMATS: { format: DocumentFormat; label: string; type: string }[] = [
  { format: 'yaml', label: 'YAML', type: 'application/yaml' },
  { format: 'json', label: 'JSON', type: 'application/json' },
];

export function DocumentCard({ version }: { version: ApiVersion }) {
  const { t, i18n } = useTranslation('apis');
  const [busy, setBusy] = useState(false);
  const save = async ({ format, type }: (typeof FORMATS)[number]) => {
    setBusy(true);
    try {
      const [{ buildApiDocument }, { toText, documentFileName }] = await Promise.all([
        import('../api-document/build-api-document'),
        import('../api-document/document-text'),
      ]);
      download(toText(buildApiDocument(version), format), documentFileName(version, format), type);
    } catch {
      toast({ title: mutationFailedMessage(i18n.t, 'export', t('document.title')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <OverviewCard title={t('document.title')} help={t('document.help')} testId="api-document">
      <Box sx={{ display: 'flex', gap: 1 }}>
        {FORMATS.map((entry) => (
          <Button key={entry.format} variant="outlined" size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void save(entry)}>
            {t('document.download', { format: entry.label })}
          </Button>
        ))}
      </Box>
    </OverviewCard>
  );
}
