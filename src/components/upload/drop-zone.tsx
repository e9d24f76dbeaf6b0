import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DropZoneProps {
  /** The input's `accept` ('.pdf,.txt'). */
  accept: string;
  multiple?: boolean;
  /** What the zone accepts, said under the button ('PDF, TXT… up to 1MB each'). */
  hint: string;
  /** The picker button's label. */
  buttonLabel: string;
  disabled?: boolean;
  onFiles(files: File[]): void;
}

/**
 * Drop files here or pick them: a dashed zone that highlights while files are dragged over it, with a
 * button that opens the file picker (keyboard users reach it like any button). Every file dropped or
 * picked goes to `onFiles`; checks are the caller's (see ./file-check.ts).
 */
export function DropZone({ accept, multiple = false, hint, buttonLabel, disabled = false, onFiles }: DropZoneProps) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <Box
      data-testid="drop-zone"
      data-over={over || undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 3,
        textAlign: 'center',
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <UploadFileOutlinedIcon color={over ? 'primary' : 'action'} sx={{ fontSize: 36 }} aria-hidden />
      <Typography>{t('upload.dropHere')}</Typography>
      <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()} aria-describedby={hintId}>
        {buttonLabel}
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {hint}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        data-testid="file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = ''; // the same file can be picked again
          if (files.length) onFiles(files);
        }}
      />
    </Box>
  );
}
