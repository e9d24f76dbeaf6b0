
/**
 * A literal value or a reference to another node's variable ('{{llm_1.answer}}').
 * @maxLength 5000
 */
export type ValueExpression = string;
