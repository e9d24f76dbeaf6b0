
/**
 * The authentication card's state.
 */
export type CustomNodeAuthenticationStatus = typeof CustomNodeAuthenticationStatus[keyof typeof CustomNodeAuthenticationStatus];


export const CustomNodeAuthenticationStatus = {
  AUTH_STATUS_NOT_REQUIRED: 'AUTH_STATUS_NOT_REQUIRED',
  AUTH_STATUS_UNAUTHENTICATED: 'AUTH_STATUS_UNAUTHENTICATED',
  AUTH_STATUS_AUTHENTICATED: 'AUTH_STATUS_AUTHENTICATED',
  AUTH_STATUS_EXPIRED: 'AUTH_STATUS_EXPIRED',
} as const;
