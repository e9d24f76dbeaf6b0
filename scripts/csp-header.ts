/**
 * Prints the Content-Security-Policy a static host must send for a build and a deployment's runtime config
 * (README "Security"), as nginx configuration:
 *
 *   npx tsx scripts/csp-header.ts [outDir=dist] [runtime-config.js=<outDir>/runtime-config.js]
 *
 * The script hashes change when index.html's inline scripts do (the loading state, its translations):
 * run it again after each build that changes them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes, readRuntimeConfigScript } from './csp.js';

const [outDir = 'dist', configFile = join(outDir, 'runtime-config.js')] = process.argv.slice(2);
const input = {
  scriptHashes: inlineScriptHashes(readFileSync(join(outDir, 'index.html'), 'utf8')),
  config: readRuntimeConfigScript(readFileSync(configFile, 'utf8')),
};
const header = (policy: string) => `add_header Content-Security-Policy "${policy}" always;`;

console.log(`# ${outDir}/index.html with ${configFile}
location / {
  ${header(contentSecurityPolicy(input))}
  try_files $uri /index.html;
}
# The sign-in return: framed by the studio itself during a silent renew without a refresh token.
location = /auth/callback {
  ${header(contentSecurityPolicy({ ...input, callbackPage: true }))}
  try_files /index.html =404;
}
# Source maps are not served (the build keeps them in ${outDir}-sourcemaps/).
location ~ \\.map$ {
  return 404;
}`);
