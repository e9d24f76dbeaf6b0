/** Types of scripts/access-table.mjs (the generated access table and the conformance kit read it). */
import type { OperationAccess } from '../src/generated/access';

export declare function operationsWithAccess(file?: string): OperationAccess[];
export declare function renderAccessTable(operations?: OperationAccess[]): string;
