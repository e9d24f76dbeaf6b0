/**
 * One bundled icon per node kind (#29): on every canvas node, in the palette and wherever a kind is named.
 * The kinds that are an area of the studio (workflow, knowledge, database, custom nodes) draw that area's
 * icon. On the canvas each icon is drawn once, in a hidden sprite of <symbol>s, and a node refers to its
 * kind's symbol with <use>: a plain element per node, no MUI component (a graph of thousands of nodes
 * pays nothing for its icons).
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import SportsScoreOutlinedIcon from '@mui/icons-material/SportsScoreOutlined';
import { AREA_ICONS } from '../../../components/areas/area-icons';
import type { NodeKind } from '../../../generated/model';
import { NODE_KINDS } from '../model/node-registry';

export const KIND_ICONS: Record<NodeKind, SvgIconComponent> = {
  NODE_KIND_START: PlayCircleOutlinedIcon,
  NODE_KIND_END: SportsScoreOutlinedIcon,
  NODE_KIND_LLM: AutoAwesomeOutlinedIcon,
  NODE_KIND_KNOWLEDGE: AREA_ICONS.knowledgeIndexes,
  NODE_KIND_DATABASE: AREA_ICONS.databaseConnections,
  NODE_KIND_IF_ELSE: CallSplitIcon,
  NODE_KIND_WORKFLOW: AREA_ICONS.workflows,
  NODE_KIND_CUSTOM_NODE: AREA_ICONS.customNodes,
  NODE_KIND_SHARED_CUSTOM_NODE: AREA_ICONS.sharedCustomNodes,
};

/** The id of a kind's symbol in the sprite. */
export const kindIconId = (kind: NodeKind) => `wf-kind-icon-${kind}`;

/** Every kind's icon as a symbol (24 × 24, drawn in the text colour where it is used). Rendered once with the canvas. */
export function KindIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }} data-testid="kind-icon-sprite">
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
