// Which node the editor benchmark drags (bench/editor.mjs), chosen from the nodes' boxes on screen in
// DOM order. "The first .react-flow__node" was not a drag of a node in view: after the pan gesture,
// bare React Flow's first node (it draws every node) is above the pane, so its "drag" pressed nothing;
// ours (only what is in view is drawn) is a node at the pane's top edge, so React Flow auto-panned the
// whole view on every frame of the drag (a pan and a drag at once). A node is pressable only where the
// page hits it (`hit`: the element at its centre is in the node; the minimap panel once covered the top
// of the canvas).

/** React Flow auto-pans while the pointer is within 40 px of the pane's edge; keep clear of it. */
export const AUTO_PAN_ZONE = 40;

const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
const inside = (point, pane, margin) =>
  point.x >= pane.x + margin && point.x <= pane.x + pane.width - margin && point.y >= pane.y + margin && point.y <= pane.y + pane.height - margin;

/**
 * A drag within the view: the first node whose centre, where the gesture presses and where it lets go
 * (`move`: dx, dy), is inside the pane and clear of its auto-pan zone. Undefined when none is.
 */
export function dragTarget(nodes, pane, move) {
  const margin = AUTO_PAN_ZONE + 20;
  return nodes.find((box) => {
    if (!box.hit) return false;
    const start = centre(box);
    return inside(start, pane, margin) && inside({ x: start.x + move.dx, y: start.y + move.dy }, pane, margin);
  });
}

/**
 * A drag that starts in the auto-pan zone at the top of the pane (React Flow pans the view while the node
 * is dragged there): the node on screen nearest the top edge, away from the sides.
 */
export function edgeDragTarget(nodes, pane) {
  const onScreen = nodes.filter((box) => {
    if (!box.hit) return false;
    const point = centre(box);
    return point.y >= pane.y && point.y < pane.y + AUTO_PAN_ZONE && point.x >= pane.x + pane.width / 4 && point.x <= pane.x + (pane.width * 3) / 4;
  });
  return onScreen.sort((a, b) => centre(a).y - centre(b).y)[0];
}
