
export interface CustomNodeAuthenticationStart {
  /**
     * Where the provider sends the user back (the studio's page that completes the sign-in). An absolute `http://` or `https://` URL on the studio's own origin: its scheme, host and port must be one of the studio origins the backend is configured with (the same list its CORS answers). Another scheme (`javascript:`, `data:` …) or another site answers 400 'Invalid redirect URI', so a sign-in can never hand the provider's code to someone else's page.
     * @maxLength 2000
     * @pattern ^https?://[^\s/?#@\\]+(?:[/?#]\S*)?$
     */
  redirectUri: string;
}
