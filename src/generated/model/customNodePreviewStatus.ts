
export type CustomNodePreviewStatus = typeof CustomNodePreviewStatus[keyof typeof CustomNodePreviewStatus];


export const CustomNodePreviewStatus = {
  PREVIEW_STATUS_SUCCEEDED: 'PREVIEW_STATUS_SUCCEEDED',
  PREVIEW_STATUS_FAILED: 'PREVIEW_STATUS_FAILED',
} as const;
