/**
 * A select of a node panel fed by a generated list hook: the choices once loaded, the current value
 * kept visible even when the list no longer has it, and the spec's failure message (with a retry)
 * when the call fails.
 */
import { useTranslation } from 'react-i18next';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState } from '../../../components/states';
import { Option, TextInput } from './fields';

/** What a failed list is called in 'Failed to fetch {thing}. Please try again later.' (editor:things). */
export type PanelThing = 'customNodes' | 'databaseConnections' | 'envFile' | 'indexes' | 'inputParameters' | 'sharedCustomNodes' | 'workflows';

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface ListQuery {
  data?: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/** 'Failed to fetch {thing}. Please try again later.' with a retry. */
export function FetchFailed({ thing, onRetry }: { thing: PanelThing; onRetry: () => void }) {
  const { t, i18n } = useTranslation('editor');
  return <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t(`things.${thing}`))} onRetry={onRetry} />;
}

export function QuerySelect({
  label,
  field,
  query,
  thing,
  choices,
  value,
  onChange,
  optional,
}: {
  label: string;
  field: string;
  query: ListQuery;
  thing: PanelThing;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Offers 'None' (an empty value). */
  optional?: boolean;
}) {
  const { t } = useTranslation('editor');
  if (query.isError) return <FetchFailed thing={thing} onRetry={() => void query.refetch()} />;
  const loaded = query.data !== undefined;
  const unknown = loaded && value && !choices.some((choice) => choice.value === value);
  return (
    <TextInput select label={label} field={field} value={loaded ? (value ?? '') : ''} onChange={onChange}>
      {optional && <Option value="">{t('fields.none')}</Option>}
      {unknown && <Option value={value}>{value}</Option>}
      {choices.map((choice) => (
        <Option key={choice.value} value={choice.value} disabled={choice.disabled ?? false}>
          {choice.label}
        </Option>
      ))}
    </TextInput>
  );
}
