/**
 * One bundled icon per node kind (#29): on every canvas node, in the palette and wherever a kind is named.
 * The kinds that are an area of the studio (workflow, knowledge, database, custom nodes) draw that area's
 * icon. On the canvas each icon is drawn once, in a hidden sprite of <symbol>s, and a node refers to its
 * kind's symbol with <use>: a plain element per node, no MUI component (a graph of thousands of nodes
 * pays nothing for its icons).
 */
import type { NodeKind } from '../../../generated/model';
import { KIND_ICONS } from '../kinds/view-table';
import { NODE_KINDS } from '../model/node-registry';

/** Each kind's icon (its `icon`, kinds/<kind>/view.ts). */
export { KIND_ICONS };

/** The id of a kind's symbol in the sprite. */
export const kindIconId = (kind: NodeKind) => `wf-kind-icon-${kind}`;

/** Every kind's icon as a symbol (24 × 24, drawn in the text colour where it is used). Rendered once with the canvas. */
export function KindIconSprite() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
      data-testid="kind-icon-sprite"
    >
      {NODE_KINDS.map((kind) => {
        const Icon = KIND_ICONS[kind];
        return (
          <symbol key={kind} id={kindIconId(kind)} viewBox="0 0 24 24">
            <Icon style={{ width: 24, height: 24, fontSize: 24, fill: 'currentColor' }} />
          </symbol>
        );
      })}
    </svg>
  );
}

/** A kind's icon from the sprite (decorative: the node names its kind in words). */
export function KindIcon({ kind, className }: { kind: NodeKind; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" viewBox="0 0 24 24" data-testid="node-kind-icon" data-kind={kind}>
      <use href={`#${kindIconId(kind)}`} />
    </svg>
  );
}
