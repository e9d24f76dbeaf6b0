import type { ToolType } from './toolType';

export type ToolSourceTypeParameter = ToolType;
