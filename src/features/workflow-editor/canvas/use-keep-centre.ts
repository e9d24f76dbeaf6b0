/**
 * When the canvas changes size (the bottom panel opens or is resized, the palette comes and goes with
 * the tab), what was in the middle of the view stays in the middle: React Flow keeps the top-left corner.
 */
import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';

export function useKeepCentre(): void {
  const storeApi = useStoreApi();
  const flow = useReactFlow();
  useEffect(() => {
    let { width, height } = storeApi.getState();
    return storeApi.subscribe((state) => {
      if (state.width === width && state.height === height) return;
      const dw = state.width - width;
      const dh = state.height - height;
      const measuredBefore = width > 0 && height > 0;
      width = state.width;
      height = state.height;
      if (!measuredBefore || !width || !height) return;
      const [x, y, zoom] = state.transform;
      void flow.setViewport({ x: x + dw / 2, y: y + dh / 2, zoom });
    });
  }, [storeApi, flow]);
}
