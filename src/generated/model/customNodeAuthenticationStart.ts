
export interface CustomNodeAuthenticationStart {
  /**
     * Where the provider sends the user back (a studio page that completes the sign-in).
     * @maxLength 2000
     */
  redirectUri: string;
}
