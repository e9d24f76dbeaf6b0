import type { Id } from './id';
import type { ValueExpression } from './valueExpression';

export interface GraphKnowledgeNodeData {
  indexId: Id;
  query: ValueExpression;
  /**
     * @minimum 1
     * @maximum 50
     */
  numberOfDocuments: number;
  /**
     * @minimum 0
     * @maximum 1
     */
  minimumScore: number;
}
