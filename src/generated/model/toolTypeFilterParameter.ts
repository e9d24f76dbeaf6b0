import type { ToolType } from './toolType';

export type ToolTypeFilterParameter = ToolType;
