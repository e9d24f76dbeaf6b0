import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import LinearProgress from '@mui/material/LinearProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import {
  getAddEvaluationRowsMutationOptions,
  getCreateEvaluationSetMutationOptions,
  getUpdateEvaluationSetMutationOptions,
} from '../../../generated/evaluations/evaluations';
import { useGetWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import type { EvaluationSet } from '../../../generated/model';
import { DatasetSource } from './dataset-source';
import { DebugRunsSource } from './debug-runs-source';
import { createValues, editValues, SET_NAME_MAX, setFormSchema, SOURCE_TYPES, type SetFormValues, toAddRowsBody, toCreateBody, toUpdateBody } from './forms';
import { ManualSource } from './manual-source';
import { ScorerFields } from './scorer-fields';
import { fieldErrors, setRefusal } from './server-errors';
import { workflowVariables } from './workflow-variables';

export interface EvaluationSetDialogProps {
  projectId: string;
  workflowId: string;
  /** The start variables of the workflow's saved graph (a row gives a value for each); read from the saved graph when absent. */
  inputNames?: readonly string[] | undefined;
  /** The end-node outputs of the saved graph (each gets an expected answer and a scorer); read from the saved graph when absent. */
  outputNames?: readonly string[] | undefined;
  /** The set to edit (its name, description and scorers; its rows stay): the dialog saves it rather than creating one. */
  set?: EvaluationSet | undefined;
  onClose(): void;
  /** The new set (the dialog has closed). */
  onCreated?(set: EvaluationSet): void;
  /** The edited set as saved (the dialog has closed). */
  onSaved?(set: EvaluationSet): void;
}

/**
 * Creates an evaluation set (issue #32 items 5 and 6): a name, where the rows come from (a dataset file
 * with its column mapping and a preview, past debug runs, or rows typed by hand), and a scorer for each
 * output. Given a `set`, edits it instead: its name, description and scorers, prefilled (the contract's
 * update keeps the rows and the outputs; the set's own variables are used, not the graph's); a set typed
 * by hand can have rows added at its end (`addEvaluationRows`, after the update). A failed
 * save keeps the dialog and everything typed; the server's field messages land on their fields (a column
 * missing from the file, an empty expected-answer column, a refused pattern, a name another set has…).
 */
export function EvaluationSetDialog(props: EvaluationSetDialogProps) {
  const { t, i18n } = useTranslation('evaluationSets');
  const { set } = props;
  const given = props.inputNames && props.outputNames;
  const graph = useGetWorkflowGraph(props.projectId, props.workflowId, { query: { enabled: !given && !set } });
  const names = useMemo(
    () =>
      set
        ? { inputNames: set.inputNames, outputNames: set.outputs.map((output) => output.name) }
        : given
          ? { inputNames: props.inputNames!, outputNames: props.outputNames! }
          : graph.data
            ? workflowVariables(graph.data.nodes)
            : undefined,
    [set, given, props.inputNames, props.outputNames, graph.data],
  );
  if (names) return <SetDialogForm {...props} inputNames={names.inputNames} outputNames={names.outputNames} />;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="evaluation-set-loading">
      <DialogTitle id="evaluation-set-loading">{t('dialog.title')}</DialogTitle>
      <DialogContent>
        {graph.isError ? (
          <Alert severity="error">{mutationFailedMessage(i18n.t, 'fetch', t('things.workflow'))}</Alert>
        ) : (
          <LinearProgress aria-label={t('dialog.loadingWorkflow')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{i18n.t('common:cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function SetDialogForm({
  projectId,
  workflowId,
  inputNames,
  outputNames,
  set,
  onClose,
  onCreated,
  onSaved,
}: EvaluationSetDialogProps & { inputNames: readonly string[]; outputNames: readonly string[] }) {
  const { t, i18n } = useTranslation('evaluationSets');
  const mode = set ? 'edit' : 'create';
  const form = useZodForm(
    useMemo(() => setFormSchema(i18n.t, inputNames, mode), [i18n, inputNames, mode]),
    set ? editValues(set) : createValues(inputNames, outputNames),
  );
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const feedback = (verb: 'create' | 'update') => ({
    verb,
    thing: t('things.set'),
    name: (saved: EvaluationSet) => saved.name,
    explain: (error: unknown) => setRefusal(i18n.t, error),
  });
  const create = useToastMutation(getCreateEvaluationSetMutationOptions(), feedback('create'));
  const update = useToastMutation(getUpdateEvaluationSetMutationOptions(), feedback('update'));
  // Rows added after the update: its toast has said "Updated"; a refused row still toasts the failure.
  const addRows = useToastMutation(getAddEvaluationRowsMutationOptions(), { ...feedback('update'), quietSuccess: true });
  // Rows can be added to a set typed by hand (the contract appends; it changes no row already there).
  const appendable = set?.source.type === 'EVALUATION_SOURCE_TYPE_MANUAL';
  const sourceType = form.watch('sourceType');

  const submit = (values: SetFormValues) => {
    setUnplaced([]);
    const onError = (error: unknown) => {
      const { fields, unplaced: rest } = fieldErrors(i18n.t, error);
      for (const { field, message } of fields) form.setError(field as FieldPath<SetFormValues>, { type: 'server', message }, { shouldFocus: true });
      setUnplaced(rest);
    };
    const done = (saved: EvaluationSet) => {
      onClose();
      (set ? onSaved : onCreated)?.(saved);
    };
    if (set) {
      const added = toAddRowsBody(values, inputNames);
      update.mutate(
        { projectId, workflowId, setId: set.id, data: toUpdateBody(values) },
        {
          // Saved; the rows added then go at the end (a refused row keeps the dialog, the update stays done).
          onSuccess: (saved) => (added ? addRows.mutate({ projectId, workflowId, setId: set.id, data: added }, { onSuccess: done, onError }) : done(saved)),
          onError,
        },
      );
    } else create.mutate({ projectId, workflowId, data: toCreateBody(values, inputNames) }, { onSuccess: done, onError });
  };

  return (
    <FormDialog
      title={t(set ? 'dialog.editTitle' : 'dialog.title')}
      form={form}
      pending={create.isPending || update.isPending || addRows.isPending}
      submitLabel={t(set ? 'dialog.save' : 'dialog.create')}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="md"
      error={unplaced.join(' ') || undefined}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('fields.name')}
        required
        fullWidth
        margin="normal"
        autoFocus
        helperText={t('dialog.nameHelp', { max: SET_NAME_MAX })}
      />
      <FormTextField control={form.control} name="description" label={t('fields.description')} fullWidth margin="normal" multiline minRows={2} />
      {set ? (
        <>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t(appendable ? 'dialog.rowsKeptAppendable' : 'dialog.rowsKept', { count: set.rowCount })}
          </Typography>
          {appendable && <ManualSource inputNames={inputNames} outputNames={outputNames} appending />}
        </>
      ) : (
        <SourceFields projectId={projectId} workflowId={workflowId} inputNames={inputNames} outputNames={outputNames} sourceType={sourceType} />
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('dialog.scorers')}
      </Typography>
      {outputNames.map((name, index) => (
        <ScorerFields key={name} index={index} />
      ))}
    </FormDialog>
  );
}

/** Where a new set's rows come from, and that source's fields. */
function SourceFields({
  projectId,
  workflowId,
  inputNames,
  outputNames,
  sourceType,
}: {
  projectId: string;
  workflowId: string;
  inputNames: readonly string[];
  outputNames: readonly string[];
  sourceType: SetFormValues['sourceType'];
}) {
  const { t } = useTranslation('evaluationSets');
  const { control } = useFormContext<SetFormValues>();
  return (
    <>
      <Controller
        control={control}
        name="sourceType"
        render={({ field }) => (
          <FormControl component="fieldset" margin="normal">
            <FormLabel component="legend">{t('fields.source')}</FormLabel>
            <RadioGroup row name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              {SOURCE_TYPES.map((type) => (
                <FormControlLabel key={type} value={type} control={<Radio />} label={t(`sources.${type}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {/* Every source's fields stay in the form while another is shown: switching back loses nothing typed. */}
      {sourceType === 'dataset' && <DatasetSource projectId={projectId} inputNames={inputNames} outputNames={outputNames} />}
      {sourceType === 'debugRuns' && <DebugRunsSource projectId={projectId} workflowId={workflowId} />}
      {sourceType === 'manual' && <ManualSource inputNames={inputNames} outputNames={outputNames} />}
    </>
  );
}
