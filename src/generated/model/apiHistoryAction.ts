
/**
 * What happened to an API version.
 */
export type ApiHistoryAction = typeof ApiHistoryAction[keyof typeof ApiHistoryAction];


export const ApiHistoryAction = {
  API_HISTORY_ACTION_CREATED: 'API_HISTORY_ACTION_CREATED',
  API_HISTORY_ACTION_PUBLISHED: 'API_HISTORY_ACTION_PUBLISHED',
  API_HISTORY_ACTION_UNPUBLISHED: 'API_HISTORY_ACTION_UNPUBLISHED',
  API_HISTORY_ACTION_API_KEY_ISSUED: 'API_HISTORY_ACTION_API_KEY_ISSUED',
} as const;
