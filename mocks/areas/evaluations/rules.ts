/**
 * The rules of evaluation sets the mock enforces with its own messages, each naming its field: the name,
 * the scorers (a regex the safe engine refuses or that does not compile, a JSON Schema that is not one or
 * is too long, a rubric over its limit) before the generated zod check, and the outputs against the
 * workflow's end node after it.
 */
import type { EvaluationOutput, GraphNode } from '../../../src/generated/model';
import { isBlank, requiredText, type RawBody, type Violation } from '../../lib/validate';
import { evaluationMessages as m } from './messages';
import { jsonSchemaProblem, regexProblem } from './scoring';

export const RUBRIC_MAX = 4000;
export const SCHEMA_MAX_CHARS = 10000;

/** A scorer's own violations (raw: only values of the right type are looked at; the rest fall to zod). */
function scorerViolations(scorer: unknown, field: string): Violation[] {
  if (!scorer || typeof scorer !== 'object') return [];
  const raw = scorer as RawBody;
  switch (raw.type) {
    case 'SCORER_TYPE_REGEX': {
      if (typeof raw.pattern !== 'string') return [];
      const problem = regexProblem(raw.pattern);
      return problem ? [{ field: `${field}.pattern`, message: `${m.regex[problem.code]}: ${problem.detail}` }] : [];
    }
    case 'SCORER_TYPE_JSON_SCHEMA': {
      if (!raw.schema || typeof raw.schema !== 'object' || Array.isArray(raw.schema)) return [];
      if (JSON.stringify(raw.schema).length > SCHEMA_MAX_CHARS) return [{ field: `${field}.schema`, message: m.schemaTooLong }];
      const problem = jsonSchemaProblem(raw.schema);
      return problem ? [{ field: `${field}.schema`, message: `${m.schemaInvalid}: ${problem}` }] : [];
    }
    case 'SCORER_TYPE_LLM_JUDGE': {
      if (isBlank(raw.rubric)) return [{ field: `${field}.rubric`, message: m.rubricRequired }];
      if (typeof raw.rubric === 'string' && raw.rubric.length > RUBRIC_MAX) return [{ field: `${field}.rubric`, message: m.rubricTooLong }];
      return [];
    }
    default:
      return [];
  }
}

/** The body's name and scorers, checked before zod (`partial`: an update, where both may be absent). */
export function setBodyViolations(raw: RawBody, partial: boolean): Violation[] {
  const violations = requiredText(raw, 'name', 100, m.nameRequired, m.nameTooLong, partial);
  if (Array.isArray(raw.outputs)) {
    raw.outputs.forEach((output: unknown, index) => {
      if (output && typeof output === 'object') violations.push(...scorerViolations((output as RawBody).scorer, `outputs.${index}.scorer`));
    });
  }
  return violations;
}

/** The start variables of a graph. */
export const startVariables = (nodes: GraphNode[]): string[] =>
  nodes.flatMap((node) => (node.kind === 'NODE_KIND_START' ? node.data.inputVariables.map((v) => v.name) : []));

/** The end nodes' outputs of a graph (every end node's, once each). */
export const endOutputs = (nodes: GraphNode[]): Set<string> =>
  new Set(nodes.flatMap((node) => (node.kind === 'NODE_KIND_END' ? node.data.outputVariables.map((v) => v.name) : [])));

/** Each output an end-node output of the graph, none twice. */
export function outputViolations(outputs: readonly EvaluationOutput[], known: Set<string>): Violation[] {
  const seen = new Set<string>();
  const violations: Violation[] = [];
  outputs.forEach(({ name }, index) => {
    if (!known.has(name)) violations.push({ field: `outputs.${index}.name`, message: m.unknownOutput(name) });
    else if (seen.has(name)) violations.push({ field: `outputs.${index}.name`, message: m.duplicateOutput(name) });
    seen.add(name);
  });
  return violations;
}
