// Temporary stub while the contract is being written; replaced by the real mutator.
export const httpClient = <T>(config: unknown, options?: unknown): Promise<T> => Promise.reject(new Error(String(config) + String(options)));
export type ErrorType<E> = E;
export type BodyType<B> = B;
