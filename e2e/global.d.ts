import type { StudioMockControls } from '../mocks/browser';

declare global {
  interface Window {
    __studioMock?: StudioMockControls;
  }
}
