/**
 * The part of `oidc-provider` 9's API the local OpenID Provider uses. The package ships no types
 * (and `@types/oidc-provider` is not installed), so the little we touch is declared here.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** Koa context with the provider's `oidc` property: kept loose, it is only read here. */
  export interface KoaContextWithOIDC {
    oidc: any;
    [key: string]: any;
  }

  export type Configuration = Record<string, any>;

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, any> };
    params: Record<string, any>;
    session?: { accountId: string; uid: string; cookie: string };
    grantId?: string;
    lastSubmission?: Record<string, any>;
    returnTo: string;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, any>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    on(event: string, listener: (...args: any[]) => void): this;
    readonly Grant: any;
    readonly AccessToken: any;
    readonly RefreshToken: any;
    readonly Session: any;
    readonly Client: any;
  }

  export const errors: {
    InvalidTarget: new (description?: string, detail?: string) => Error;
    [name: string]: new (description?: string, detail?: string) => Error;
  };
  export default Provider;
}
