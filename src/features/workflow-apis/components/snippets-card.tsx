/**
 * Request snippets that run as they are: curl, Python (requests) and TypeScript (fetch), for the sync
 * call and the async start-then-poll, in a read-only code view (the local Monaco, loaded lazily). The
 * key is read from an environment variable: it never appears on the page.
 */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../components/code-editor/code-editor';
import type { ApiVersion } from '../../../generated/model';
import { buildSnippets, monacoLanguageOf, SNIPPET_LANGUAGES, type SnippetEndpoint, type SnippetLanguage } from '../api-document/snippets';
import { OverviewCard } from './overview-card';

const ignore = () => undefined;

export function SnippetsCard({ version }: { version: ApiVersion }) {
  const { t } = useTranslation('apis');
  const snippets = useMemo(() => buildSnippets(version), [version]);
  const [language, setLanguage] = useState<SnippetLanguage>('curl');
  const [endpoint, setEndpoint] = useState<SnippetEndpoint>('sync');
  const snippet = snippets.find((s) => s.language === language && s.endpoint === endpoint);
  const lines = snippet ? snippet.code.split('\n').length : 1;
  return (
    <OverviewCard title={t('overview.snippets')} help={t('overview.snippetsHelp')} testId="api-snippets">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Tabs value={language} onChange={(_e, next: SnippetLanguage) => setLanguage(next)} aria-label={t('overview.snippets')}>
          {SNIPPET_LANGUAGES.map((lang) => (
            <Tab key={lang} value={lang} label={t(`snippet.${lang}`)} />
          ))}
        </Tabs>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={endpoint}
          onChange={(_e, next: SnippetEndpoint | null) => next && setEndpoint(next)}
          aria-label={t('overview.endpoints')}
        >
          <ToggleButton value="sync">{t('overview.sync')}</ToggleButton>
          <ToggleButton value="async">{t('overview.async')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {snippet && (
        <Box sx={{ mt: 1 }} data-testid="api-snippet">
          <CodeEditor
            key={`${language}-${endpoint}`}
            label={`${t(`snippet.${language}`)} · ${t(endpoint === 'sync' ? 'overview.sync' : 'overview.async')}`}
            language={monacoLanguageOf(language)}
            value={snippet.code}
            onChange={ignore}
            readOnly
            height={Math.min(480, Math.max(160, lines * 19 + 16))}
          />
        </Box>
      )}
    </OverviewCard>
  );
}
