/** The run form: a value for each of the start node's input variables (the contract's limits) and the mode. */
import { z } from 'zod';
import { requiredText } from '../../../components/form/zod-messages';
import { startDebugRunBodyInputsItemValueMax } from '../../../generated/debug-runs/debug-runs.zod';
import type { DebugRunMode, DebugValue, StartVariable } from '../../../generated/model';
import type { Translate } from '../../../lib/translate';

export function runFormSchema(t: Translate) {
  return z.object({
    mode: z.enum(['DEBUG_RUN_MODE_STEP', 'DEBUG_RUN_MODE_AUTO']),
    inputs: z.array(
      z.object({
        name: z.string(),
        value: requiredText(t, { required: t('editor:run.form.valueRequired'), max: startDebugRunBodyInputsItemValueMax }),
      }),
    ),
  });
}

export type RunFormValues = z.input<ReturnType<typeof runFormSchema>>;

/**
 * What the form starts with: each variable's value from `remembered` (the last run's inputs on this
 * workflow, or a past run re-run), else its debug value; the mode last used, else auto.
 */
export function runFormDefaults(
  variables: readonly StartVariable[],
  remembered: readonly DebugValue[] | undefined,
  mode: DebugRunMode | undefined,
): RunFormValues {
  const byName = new Map((remembered ?? []).map((input) => [input.name, input.value]));
  return {
    mode: mode ?? 'DEBUG_RUN_MODE_AUTO',
    inputs: variables.map((variable) => ({ name: variable.name, value: byName.get(variable.name) ?? variable.debugValue ?? '' })),
  };
}
