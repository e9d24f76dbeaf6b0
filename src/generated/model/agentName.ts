
/**
 * Required, at most 20 characters ('Please enter an agent name').
 * @minLength 1
 * @maxLength 20
 */
export type AgentName = string;
