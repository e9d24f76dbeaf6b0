/**
 * Code comments cite the product spec by section: `§5` is the heading "## 5." of docs/product-spec.md (a copy of
 * the spec kept in the repository), `§5.2` a heading "### 5.2" or "#### 5.2", and `§2 Shell behaviour` section 2
 * (the words after the number are the reader's help, not part of the anchor). A citation of another document
 * names it right before the sign on the same line ("RFC 9110 §10.2.3") and is skipped; an issue's points ("issue #13
 * §6") are refused, as issues are not in the repository. Every other sign must resolve: a comment that cannot cite
 * a section says the rule in words instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SECTION = '\u00a7';
const ROOTS = ['src', 'mocks', 'scripts', 'e2e'];
const TEXT_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts|css|html|json|md|yaml|yml)$/;
const SKIPPED_DIRS = new Set(['node_modules', '.generated-check']);
/** Documents other than the spec that comments cite by section: the name, then the sign. */
const OTHER_DOCUMENT = /\b(?:RFC|ISO|ECMA)[\s-]*\d+[\w.:-]*\s*$/i;
/** An issue's numbered points look like the spec's sections but are not: issues are not in the repository. */
const ISSUE = /\bissue\s*#?\d+\s*$/i;
/** This file: its header shows citations as examples. */
const SELF = join('scripts', 'spec-citations.test.ts');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : filesUnder(path);
    return TEXT_FILE.test(name) ? [path] : [];
  });
}

/** The anchors the spec copy offers: '5' for "## 5. …", '5.2' for "### 5.2 …". */
function specAnchors(spec: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of spec.matchAll(/^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s/gm)) if (match[1]) anchors.add(match[1]);
  return anchors;
}

/** Every citation on one line that does not resolve, as the text that was cited. */
function unresolvedCitations(line: string, anchors: Set<string>): string[] {
  const problems: string[] = [];
  for (let at = line.indexOf(SECTION); at >= 0; at = line.indexOf(SECTION, at + 1)) {
    const before = line.slice(0, at);
    if (OTHER_DOCUMENT.test(before)) continue;
    if (ISSUE.test(before)) {
      problems.push(line.slice(before.search(ISSUE), at + 3).trim());
      continue;
    }
    const anchor = /^(\d+(?:\.\d+)*)/.exec(line.slice(at + 1))?.[1];
    if (!anchor || !anchors.has(anchor)) problems.push(line.slice(at, at + 24).trim());
  }
  return problems;
}

describe('spec citations', () => {
  const anchors = specAnchors(readFileSync('docs/product-spec.md', 'utf8'));

  it('reads the sections of the spec copy', () => {
    expect([...anchors]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('resolves a section, skips another document and flags what does not resolve', () => {
    const cite = (text: string) => unresolvedCitations(text.replaceAll('S!', SECTION), anchors);
    expect(cite('the rules of S!5, S!9: limits')).toEqual([]);
    expect(cite('S!2 Shell behaviour')).toEqual([]);
    expect(cite('an HTTP date (RFC 9110 S!10.2.3)')).toEqual([]);
    expect(cite('see S!10')).toEqual(['S!10'.replace('S!', SECTION)]);
    expect(cite('see S!5.3')).toEqual(['S!5.3'.replace('S!', SECTION)]);
    expect(cite('(S! issue #18)')).toHaveLength(1);
    expect(cite('issue #13 S!6')).toHaveLength(1);
  });

  it('every citation in src, mocks, scripts and e2e resolves to a heading of docs/product-spec.md', () => {
    const files = ROOTS.flatMap(filesUnder).filter((file) => file !== SELF);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => unresolvedCitations(line, anchors).map((cited) => `${relative('.', file)}:${index + 1}: ${cited}`)),
    );
    expect(problems).toEqual([]);
  });
});
