import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImeEnter } from '../../../components/form/form-dialog';
import { toastMutationFailed, toastMutationSucceeded } from '../../../components/mutation-toast';
import { acceptOf } from '../../../components/upload/file-check';
import { DropZone } from '../../../components/upload/drop-zone';
import { getImportCustomNodeMutationOptions } from '../../../generated/custom-nodes/custom-nodes';
import type { CustomNode, ImportCustomNodeParams } from '../../../generated/model';
import { formatBytes } from '../../../lib/format-bytes';
import { type AiwsMessage, aiwsFailureMessage, importRefusalMessage, nameConflictOf } from '../aiws/aiws-messages';
import { checkImportName, suggestImportName } from '../aiws/import-name';
import { AIWS_UPLOAD_LIMITS, type AiwsDocument, type AiwsValidation, readAiwsFile } from '../aiws/validate-aiws';
import { HANDLED } from '../../../api/mutation-meta';

export interface ImportDialogProps {
  projectId: string;
  onClose(): void;
  /** The imported (or replaced) node, after the success toast; the caller closes the dialog or leaves the page. */
  onImported(node: CustomNode): void;
}

type Chosen = { file: File; check: AiwsValidation | 'reading' };
type Resolution = 'rename' | 'replace';

/**
 * Import a custom node from a `.aiws` file (issue #16 item 4): drop or pick one file; it is checked
 * here before anything is sent (`validateAiws`: file required, type, 1MB, UTF-8, YAML with the line and
 * column of an error, the document's shape) and what it holds is shown (name, parameters, output
 * variable, provider). Import sends it through the generated `importCustomNode`; when the project
 * already has a node of that name (the contract's 409) the dialog asks whether to replace that node
 * (`replace=true`: it keeps its id) or to import under a new name (`name=…`, prefilled 'Name 2',
 * required, at most 20 characters). The backend's refusals are said in the user's language, in the
 * dialog and in the failure toast; success toasts 'Imported custom node “X”'. The dialog cannot be
 * closed while the file is being sent.
 */
export function ImportDialog({ projectId, onClose, onImported }: ImportDialogProps) {
  const { t, i18n } = useTranslation('customNodeDsl');
  const titleId = useId();
  const [chosen, setChosen] = useState<Chosen>();
  const [missing, setMissing] = useState(false);
  const [conflict, setConflict] = useState<string>();
  const [resolution, setResolution] = useState<Resolution>('rename');
  const [newName, setNewName] = useState('');
  const [nameChecked, setNameChecked] = useState(false);
  const [refusal, setRefusal] = useState<AiwsMessage>();
  const reading = useRef(0);
  const [progress, setProgress] = useState(0);
  // Sent with upload progress, as every upload of the studio (the http client sends it through axios).
  const [sendOptions] = useState(() => ({
    ...getImportCustomNodeMutationOptions({
      request: { onUploadProgress: (event) => setProgress(Math.min(1, Math.max(0, event.total ? event.loaded / event.total : (event.progress ?? 0)))) },
    }),
    // Failures are shown in the dialog (a name clash, a refusal) or toasted.
    ...HANDLED,
  }));
  const send = useMutation(sendOptions);
  const pending = send.isPending;
  const thing = t('thing');

  const check = chosen?.check;
  const valid = check !== undefined && check !== 'reading' && check.ok ? check : undefined;
  const nameProblem = conflict !== undefined && resolution === 'rename' ? checkImportName(newName, conflict) : undefined;

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file || pending) return;
    const token = ++reading.current;
    setChosen({ file, check: 'reading' });
    setMissing(false);
    setConflict(undefined);
    setRefusal(undefined);
    send.reset();
    void readAiwsFile(file).then(
      (result) => token === reading.current && setChosen({ file, check: result }),
      () => token === reading.current && setChosen({ file, check: { ok: false, kind: 'notUtf8' } }),
    );
  };

  const close = () => {
    if (!pending) onClose();
  };

  const paramsFor = (document: AiwsDocument): ImportCustomNodeParams | undefined => {
    if (conflict === undefined) return undefined;
    if (resolution === 'replace') return conflict === document.customNode.name.trim() ? { replace: true } : { name: conflict, replace: true };
    return { name: newName.trim() };
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    if (!chosen) {
      setMissing(true);
      return;
    }
    if (!valid) return;
    if (nameProblem) {
      setNameChecked(true);
      return;
    }
    const params = paramsFor(valid.document);
    const sentName = params?.name ?? valid.name;
    setRefusal(undefined);
    setProgress(0);
    send.mutate(
      { projectId, data: { file: chosen.file }, ...(params ? { params } : {}) },
      {
        // The list and a replaced node's reads (code, parameters, sign-in) were refetched by the cache policy.
        onSuccess: (node) => {
          toastMutationSucceeded(i18n.t, 'import', thing, node.name);
          onImported(node);
        },
        onError: (error) => {
          const clash = nameConflictOf(error, sentName);
          if (clash !== undefined) {
            setConflict(clash);
            setResolution((current) => (conflict === undefined ? 'rename' : current));
            setNewName(suggestImportName(clash));
            setNameChecked(false);
            return;
          }
          const message = importRefusalMessage(i18n.t, error);
          setRefusal(message);
          toastMutationFailed(i18n.t, 'import', thing, message?.title, error);
        },
      },
    );
  };

  // Enter in the new-name field imports, except while an IME composition is committed (Japanese input).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.type !== 'text') return;
    event.preventDefault();
    if (!isImeEnter(event)) submit();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId} data-testid="custom-node-import-dialog">
      <form noValidate onSubmit={submit} onKeyDown={onKeyDown} aria-busy={pending} style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('import.intro')}</DialogContentText>
          <DropZone
            accept={acceptOf(AIWS_UPLOAD_LIMITS)}
            buttonLabel={t('import.choose')}
            hint={t('import.hint', { maxSize: AIWS_UPLOAD_LIMITS.maxLabel })}
            disabled={pending}
            onFiles={choose}
          />
          {missing && (
            <Typography role="alert" color="error" variant="body2" data-testid="aiws-missing" sx={{ mt: 1 }}>
              {t('import.fileRequired')}
            </Typography>
          )}
          {chosen && <ChosenFile chosen={chosen} />}
          {conflict !== undefined && valid && (
            <ConflictChoice
              taken={conflict}
              resolution={resolution}
              onResolution={setResolution}
              newName={newName}
              onNewName={setNewName}
              problem={nameChecked ? nameProblem : undefined}
              disabled={pending}
            />
          )}
          {pending && (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={t('import.sending', { name: chosen?.file.name ?? '' })}
              sx={{ mt: 2, borderRadius: 1 }}
            />
          )}
          {refusal && <MessageAlert message={refusal} testId="aiws-server-error" />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {i18n.t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending} disabled={Boolean(chosen) && !valid}>
            {t('import.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The chosen file: its name and size, then what the checks found or what it holds. */
function ChosenFile({ chosen }: { chosen: Chosen }) {
  const { t, i18n } = useTranslation('customNodeDsl');
  const { file, check } = chosen;
  return (
    <Box component="section" aria-label={t('import.chosenLabel')} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <InsertDriveFileOutlinedIcon color="action" fontSize="small" aria-hidden />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="aiws-file-name">
          {file.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatBytes(file.size, i18n.language)}
        </Typography>
      </Box>
      {check === 'reading' ? (
        <Typography variant="body2" role="status">
          {t('import.reading')}
        </Typography>
      ) : check.ok ? (
        <NodePreview document={check.document} />
      ) : (
        <MessageAlert message={aiwsFailureMessage(i18n.t, check)} testId="aiws-problem" />
      )}
    </Box>
  );
}

/** A refusal: the spec's sentence as the title, where and why under it, and a YAML error's line. */
function MessageAlert({ message, testId }: { message: AiwsMessage; testId: string }) {
  return (
    <Alert severity="error" role="alert" data-testid={testId} sx={{ mt: 1 }}>
      <AlertTitle>{message.title}</AlertTitle>
      {message.details.map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
      {message.excerpt !== undefined && (
        <Box component="pre" data-testid="aiws-problem-excerpt" sx={{ m: 0, mt: 0.5, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.excerpt}
        </Box>
      )}
    </Alert>
  );
}

/** What the file will create: name, description, parameters, output variable and provider. */
function NodePreview({ document }: { document: AiwsDocument }) {
  const { t } = useTranslation('customNodeDsl');
  const node = document.customNode;
  const parameters = node.parameters ?? [];
  const rows: [string, string, string][] = [
    ['name', t('preview.name'), node.name.trim()],
    ...(node.description ? [['description', t('preview.description'), node.description] as [string, string, string]] : []),
    [
      'parameters',
      t('preview.parameters'),
      parameters.length
        ? `${t('preview.parameterCount', { count: parameters.length })}: ${parameters.map((p) => p.label).join(', ')}`
        : t('preview.parameterCount', { count: 0 }),
    ],
    ['outputVariable', t('preview.outputVariable'), node.outputVariable],
    [
      'authentication',
      t('preview.authentication'),
      node.authentication
        ? t('preview.providerScopes', { provider: t(`providers.${node.authentication.provider}`), count: node.authentication.scopes.length })
        : t('preview.notRequired'),
    ],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={t('preview.label')} data-testid="aiws-preview" sx={{ p: 1.5 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([key, label, value]) => (
          <Box key={key} sx={{ display: 'contents' }} data-testid={`aiws-preview-${key}`}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

interface ConflictChoiceProps {
  taken: string;
  resolution: Resolution;
  onResolution(resolution: Resolution): void;
  newName: string;
  onNewName(name: string): void;
  problem: ReturnType<typeof checkImportName>;
  disabled: boolean;
}

/** The contract's 409: replace the project's node of that name, or import under another name. */
function ConflictChoice({ taken, resolution, onResolution, newName, onNewName, problem, disabled }: ConflictChoiceProps) {
  const { t } = useTranslation('customNodeDsl');
  const labelId = useId();
  const hintId = useId();
  const error =
    problem === 'required'
      ? t('conflict.nameRequired')
      : problem === 'tooLong'
        ? t('conflict.nameTooLong')
        : problem === 'taken'
          ? t('conflict.nameTaken', { name: newName.trim() })
          : undefined;
  return (
    <Box data-testid="aiws-conflict" sx={{ mt: 2 }}>
      <Alert severity="warning" sx={{ mb: 1.5 }}>
        {t('conflict.title', { name: taken })}
      </Alert>
      <FormControl disabled={disabled}>
        <FormLabel id={labelId}>{t('conflict.choice')}</FormLabel>
        <RadioGroup aria-labelledby={labelId} value={resolution} onChange={(event) => onResolution(event.target.value as Resolution)}>
          <FormControlLabel value="rename" control={<Radio />} label={t('conflict.rename')} />
          <FormControlLabel value="replace" control={<Radio slotProps={{ input: { 'aria-describedby': hintId } }} />} label={t('conflict.replace')} />
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ ml: 4 }}>
            {t('conflict.replaceHint')}
          </Typography>
        </RadioGroup>
      </FormControl>
      {resolution === 'rename' && (
        <TextField
          label={t('conflict.newName')}
          value={newName}
          onChange={(event) => onNewName(event.target.value)}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error}
          required
          size="small"
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { 'data-testid': 'aiws-new-name' } }}
          sx={{ mt: 1.5, maxWidth: 360 }}
        />
      )}
    </Box>
  );
}
