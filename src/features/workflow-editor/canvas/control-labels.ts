/**
 * React Flow's words for the controls and handles, in the user's language: the same on every canvas of the
 * editor (the graph, a revision, the visual diff). Each canvas adds its own node and edge descriptions.
 */
import type { TFunction } from 'i18next';

export const controlLabels = (t: TFunction<'editor'>) => ({
  'controls.ariaLabel': t('canvas.controls'),
  'controls.zoomIn.ariaLabel': t('canvas.zoomIn'),
  'controls.zoomOut.ariaLabel': t('canvas.zoomOut'),
  'controls.fitView.ariaLabel': t('canvas.fitView'),
  'controls.interactive.ariaLabel': t('canvas.interactive'),
  'minimap.ariaLabel': t('canvas.minimap'),
  'handle.ariaLabel': t('canvas.handle'),
});
