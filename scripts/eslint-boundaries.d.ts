// Types for scripts/eslint-boundaries.js (used by eslint.config.js and scripts/lint-boundaries.test.ts).
import type { Linter } from 'eslint';

export function featureFolders(root: string): string[];
export function boundaryZones(root: string): { target: string | string[]; from: string | string[]; except?: string[]; message: string }[];
export function importBoundaries(root: string): Linter.Config[];
