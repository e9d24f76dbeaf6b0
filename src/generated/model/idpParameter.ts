
/**
 * The fixed identity-provider value of the deployment.
 */
export type IdpParameter = string;
