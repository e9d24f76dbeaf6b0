/** Types of scripts/port-check.mjs. */
export declare function isPortFree(port: number): Promise<boolean>;
