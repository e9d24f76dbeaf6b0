
export interface CustomNodeAuthenticationComplete {
  /**
     * @minLength 1
     * @maxLength 128
     */
  state: string;
  /**
     * @minLength 1
     * @maxLength 2000
     */
  code: string;
}
