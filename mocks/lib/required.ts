/** Required fields answered with the spec's own messages (§5) before the generated zod check runs. */
import { badRequest } from './errors';

/**
 * Throws a 400 with the spec's message for the first required field that is absent, null or blank.
 * `fields` maps a field name to its message. Bad JSON is left to `readJson` (it reads a clone).
 */
export async function requireFields(request: Request, fields: Record<string, string>, options: { onlyPresent?: boolean } = {}): Promise<void> {
  let raw: unknown;
  try {
    const text = await request.clone().text();
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    return;
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return;
  const body = raw as Record<string, unknown>;
  for (const [field, message] of Object.entries(fields)) {
    if (options.onlyPresent && !(field in body)) continue;
    const value = body[field];
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      throw badRequest(message, [{ field, message }]);
    }
  }
}
