/**
 * What changed between this version and another: inputs and outputs added, removed or kept, so a
 * caller pinned to one version sees what moving to another means.
 */
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneTag } from '../../../components/tone-tag';
import type { ApiVersion } from '../../../generated/model';
import { diffVariables, isSameSignature, type VariableDiff } from '../api-document/variable-diff';
import { OverviewCard } from './overview-card';
import { VariableNames } from '../versions/variable-names';

function DiffRow({ label, diff }: { label: string; diff: VariableDiff }) {
  const { t } = useTranslation('apis');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '100px 1fr', gap: 1, py: 0.75, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {diff.added.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <ToneTag tone="success" Icon={AddIcon}>
              {t('diff.added')}
            </ToneTag>
            <VariableNames names={diff.added} />
          </Box>
        )}
        {diff.removed.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <ToneTag tone="error" Icon={RemoveIcon}>
              {t('diff.removed')}
            </ToneTag>
            <VariableNames names={diff.removed} />
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t('diff.unchanged')}
          </Typography>
          <VariableNames names={diff.kept} />
        </Box>
      </Box>
    </Box>
  );
}

export function VersionDiffCard({ version, versions }: { version: ApiVersion; versions: readonly ApiVersion[] }) {
  const { t } = useTranslation('apis');
  const others = versions.filter((v) => v.id !== version.id);
  const [otherId, setOtherId] = useState(others[0]?.id ?? '');
  const other = others.find((v) => v.id === otherId) ?? others[0];
  if (!other) return null;
  const diff = diffVariables(other, version);
  return (
    <OverviewCard title={t('diff.title')} testId="api-version-diff">
      <TextField
        select
        size="small"
        label={t('diff.against')}
        value={other.id}
        onChange={(event) => setOtherId(event.target.value)}
        sx={{ minWidth: 200, my: 1 }}
      >
        {others.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.versionName}
          </MenuItem>
        ))}
      </TextField>
      {isSameSignature(diff) ? (
        <Typography variant="body2">{t('diff.same', { name: other.versionName })}</Typography>
      ) : (
        <>
          <DiffRow label={t('diff.inputs')} diff={diff.inputs} />
          <DiffRow label={t('diff.outputs')} diff={diff.outputs} />
        </>
      )}
    </OverviewCard>
  );
}
