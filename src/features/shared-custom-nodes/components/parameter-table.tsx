import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomNodeInputParameter } from '../../../generated/model';

/** A shared custom node's input parameters: name, data type, required, description. */
export function ParameterTable({ parameters }: { parameters: CustomNodeInputParameter[] }) {
  const { t } = useTranslation('sharedCustomNodes');
  if (!parameters.length) return <Typography color="text.secondary">{t('page.noParameters')}</Typography>;
  return (
    <Table size="small" aria-label={t('page.parameters')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('page.parameterName')}</TableCell>
          <TableCell>{t('page.parameterType')}</TableCell>
          <TableCell>{t('page.parameterRequired')}</TableCell>
          <TableCell>{t('page.parameterDescription')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {parameters.map((parameter) => (
          <TableRow key={parameter.name}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{parameter.name}</TableCell>
            <TableCell>{t(`parameterTypes.${parameter.dataType}`)}</TableCell>
            <TableCell>{parameter.required ? t('page.required') : t('page.optional')}</TableCell>
            <TableCell>{parameter.description}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
