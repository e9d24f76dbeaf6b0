/**
 * The parts of an OpenAPI 3.1 document that the per-version API description uses (plain JSON data, written
 * out as JSON or YAML). Type aliases rather than interfaces, so a document is also a `Record<string, unknown>`.
 */

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect); `{}` is any JSON value. */
export type SchemaObject = {
  $ref?: string;
  type?: 'object' | 'string' | 'integer';
  description?: string;
  format?: string;
  enum?: string[];
  const?: string;
  minimum?: number;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean;
  allOf?: SchemaObject[];
  if?: SchemaObject;
  then?: SchemaObject;
};

export type Reference = { $ref: string };

export type MediaTypeObject = { schema: SchemaObject; example?: unknown };

export type HeaderObject = { description: string; schema: SchemaObject };

export type ResponseObject = {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
};

export type RequestBodyObject = { description: string; required: boolean; content: Record<string, MediaTypeObject> };

export type ParameterObject = { name: string; in: 'path'; required: true; description: string; schema: SchemaObject };

export type OperationObject = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject | Reference;
  responses: Record<string, ResponseObject | Reference>;
};

export type ServerObject = { url: string; description?: string };

export type PathItemObject = { servers?: ServerObject[]; get?: OperationObject; post?: OperationObject };

export type SecuritySchemeObject = { type: 'http'; scheme: 'bearer'; description: string };

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: ServerObject[];
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, SchemaObject>;
    requestBodies: Record<string, RequestBodyObject>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, SecuritySchemeObject>;
  };
};
