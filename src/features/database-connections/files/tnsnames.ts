/**
 * The net service names (aliases) a `tnsnames.ora` defines, in file order: each top-level
 * `alias[, alias …] = (DESCRIPTION = …)` entry. Comments (`#` to the end of a line) and everything inside
 * the parentheses are skipped; a name may carry a domain (`salesdb_high.example.com`).
 */
const NAME = /^[A-Za-z0-9_][A-Za-z0-9_.$-]*$/;

export function tnsAliases(text: string): string[] {
  const aliases: string[] = [];
  let depth = 0;
  let names = '';
  for (const line of text.split(/\r?\n/)) {
    const code = line.replace(/#.*$/, '');
    for (const char of code) {
      if (char === '(') depth++;
      else if (char === ')') depth = Math.max(0, depth - 1);
      else if (depth === 0) {
        if (char === '=') {
          for (const name of names.split(',').map((part) => part.trim())) {
            if (NAME.test(name) && !aliases.includes(name)) aliases.push(name);
          }
          names = '';
        } else names += char;
      }
    }
    if (depth === 0) names += ' ';
  }
  return aliases;
}
