/**
 * Reads a Google Cloud service account key (JSON) in the browser before it is sent (issue #18): the
 * file's type and size first (the contract's .json and 1MB), then its content. Only the project ID and
 * the client email come out; the private key is never returned, kept, shown or logged — the file itself
 * is what is sent.
 */
import { checkFile, type FileRefusal, type UploadLimits } from '../../../components/upload/file-check';

export type KeyRefusal = FileRefusal | 'invalidFormat';
export interface ServiceAccountKeyFacts {
  projectId: string;
  clientEmail: string;
}
export type KeyReading = ({ ok: true } & ServiceAccountKeyFacts) | { ok: false; refusal: KeyRefusal };

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The facts of a service account key's JSON text, or undefined when it is not one. */
export function serviceAccountKeyFacts(json: string): ServiceAccountKeyFacts | undefined {
  let key: unknown;
  try {
    key = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) return undefined;
  const { type, project_id: projectId, client_email: clientEmail, private_key: privateKey } = key as Record<string, unknown>;
  if (type !== 'service_account' || !text(privateKey) || !text(projectId) || !text(clientEmail) || !EMAIL.test(clientEmail)) return undefined;
  return { projectId: projectId.trim(), clientEmail: clientEmail.trim() };
}

/** The key's project ID and client email, or why the file is refused. */
export async function readServiceAccountKey(file: File, limits: UploadLimits): Promise<KeyReading> {
  const refusal = checkFile(file, limits);
  if (refusal) return { ok: false, refusal };
  const facts = serviceAccountKeyFacts(await file.text());
  return facts ? { ok: true, ...facts } : { ok: false, refusal: 'invalidFormat' };
}
