/** The canvas look of each kind: its colour (each kind's `color`, kinds/<kind>/model.ts), as drawn in either theme, and its summary line. */
import type { GraphNode, NodeKind } from '../../../generated/model';
import { recordByKind } from '../kinds/by-kind';
import { KIND_LIST, KIND_TABLE } from '../kinds/model-table';

export const KIND_COLORS: Record<NodeKind, string> = recordByKind(KIND_LIST, (model) => model.color);

/** How much white the dark theme mixes into a kind's colour (the dark colours sink into the dark canvas); the CSS uses the same mix. */
export const DARK_KIND_LIGHTEN = 0.35;

/** A kind's colour as drawn in the light or the dark theme (`#rrggbb`). */
export function kindColor(kind: NodeKind, dark: boolean): string {
  return themedKindColor(KIND_COLORS[kind], dark);
}

/** A kind's colour (`#rrggbb`, its `color`) as drawn in the light or the dark theme. */
export function themedKindColor(color: string, dark: boolean): string {
  if (!dark) return color;
  const mixed = [1, 3, 5].map((at) => Math.round(parseInt(color.slice(at, at + 2), 16) * (1 - DARK_KIND_LIGHTEN) + 255 * DARK_KIND_LIGHTEN));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A short line of data shown under the title (user data, not a translated string; the kind's `summary`). */
export const nodeSummary = (node: GraphNode): string => KIND_TABLE.summaryOf(node);
