/**
 * Failures of the mock backend the kit already knows of: when the kit checks its own mock (no --base-url),
 * these show as `gap` in the table and are listed, but do not fail the run. Never applied to another
 * backend. Each entry names the fix it waits for; remove it with the fix (the kit says when one passes).
 */
import type { CheckId } from './matrix';

export const MOCK_GAPS: readonly { operationId: string; check: CheckId; why: string }[] = [];

export const mockGaps = (): Map<string, string> => new Map(MOCK_GAPS.map((gap) => [`${gap.operationId} ${gap.check}`, gap.why]));
