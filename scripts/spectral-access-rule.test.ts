/** The contract lint refuses an operation that does not state who may call it (house-access-statement). */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function lint(file: string): string {
  try {
    return execFileSync(
      process.execPath,
      ['node_modules/@stoplight/spectral-cli/dist/index.js', 'lint', file, '--ruleset', 'openapi/.spectral.yaml', '--format', 'json', '--quiet'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

describe('house-access-statement', () => {
  it('fails an operation without x-studio-access', { timeout: 60_000 }, () => {
    const results = JSON.parse(lint('scripts/lint-fixtures/operation-without-access.yaml')) as { code: string; path: string[] }[];
    const access = results.filter((result) => result.code === 'house-access-statement');
    expect(access.map((result) => result.path.join('.'))).toEqual(['paths./studio/v1/things.get']);
  });
});
