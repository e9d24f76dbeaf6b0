import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileChooserProps {
  /** The field's label; also the file input's accessible name. */
  label: string;
  required?: boolean;
  accept: string;
  /** The chosen file's name, when there is one. */
  fileName?: string | undefined;
  error?: string | undefined;
  helperText?: ReactNode;
  /** True while the chosen file is being read. */
  reading?: boolean;
  onFile(file: File): void;
  /** Beside the button (e.g. Keep current). */
  extra?: ReactNode;
}

/**
 * A file field that looks like the dialog's outlined text fields: its label, a Choose file button and
 * the chosen file's name, and the message under it (red when the file was refused). The file input is
 * labelled with the field's label, so tests and assistive technology find it by name.
 */
export function FileChooser({ label, required = false, accept, fileName, error, helperText, reading = false, onFile, extra }: FileChooserProps) {
  const { t } = useTranslation('databaseConnections');
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const labelId = useId();
  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <Typography id={labelId} variant="body2" component="div" sx={{ color: error ? 'error.main' : 'text.secondary', mb: 0.5 }}>
        {label}
        {required && ' *'}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          flexWrap: 'wrap',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1,
        }}
      >
        <Button
          variant="outlined"
          size="small"
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
          aria-labelledby={`${helpId}-button ${labelId}`}
          loading={reading}
        >
          <span id={`${helpId}-button`}>{fileName ? t('files.chooseAnother') : t('files.choose')}</span>
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flex: 1 }}>
          {fileName && <InsertDriveFileOutlinedIcon fontSize="small" color="action" aria-hidden />}
          <Typography variant="body2" noWrap title={fileName} sx={{ color: fileName ? 'text.primary' : 'text.secondary' }}>
            {fileName ?? t('files.none')}
          </Typography>
        </Box>
        {extra}
        <input
          ref={input}
          type="file"
          hidden
          accept={accept}
          aria-label={label}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // the same file can be chosen again
            if (file) onFile(file);
          }}
        />
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ?? helperText}
      </FormHelperText>
    </Box>
  );
}
